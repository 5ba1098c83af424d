extension WebPage {
    /// The page's layout: the stage as a terminal's cells.
    static let pageCSS = """
    body{margin:1em;font-family:sans-serif}
    pre{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:14px;line-height:1.2;margin:0}
    #controls{margin:.5em 0;display:flex;flex-wrap:wrap;gap:.3em;align-items:center}
    #scrub{flex:1;min-width:10em}

    """

    /// The player: draws the frame at the moment, plays from the browser's
    /// clock with requestAnimationFrame only while playing, and keeps the
    /// moment and the knobs in the fragment.
    static let pageScript = #"""
    (function(){
    for(const n in DATA.scenarios){const s=DATA.scenarios[n];if(typeof s==='string')DATA.scenarios[n]=DATA.scenarios[s];}
    for(let i=0;i<DATA.frames.length;i++){const f=DATA.frames[i];if(f[0]===-1){const full=DATA.frames[i-1].slice();for(let j=1;j<f.length;j+=2)full[f[j]]=f[j+1];DATA.frames[i]=full;}}
    const stage=document.getElementById('stage'),scrub=document.getElementById('scrub'),clock=document.getElementById('clock');
    const knob={};let t=0,playing=false,speed=1,last=null,lastDrawn=-1,theme=null;
    for(const p of DATA.start.split('&')){const [k,v]=p.split('=');knob[k]=v;}
    function name(){return DATA.knobs.map(k=>k.key+'='+knob[k.key]).join('&');}
    function scen(){return DATA.scenarios[name()];}
    function esc(s){return s.replace(/&/g,'&amp;').replace(/</g,'&lt;');}
    function rowHTML(r){let h='';for(let i=0;i<r.length;){const s=r[i++];let x=r[i++];if(typeof x==='number')x=r[i++].repeat(x);h+='<span class="s'+s+'">'+esc(x)+'</span>';}return h;}
    function frameAt(s,ms){let lo=0,hi=s.t.length-1;while(lo<hi){const m=(lo+hi+1)>>1;if(s.t[m]<=ms)lo=m;else hi=m-1;}return s.f[lo];}
    function draw(){const s=scen();const ms=Math.round(t);const f=frameAt(s,ms);
      if(f!==lastDrawn){stage.innerHTML=DATA.frames[f].map(i=>rowHTML(DATA.rows[i])).join('\n');lastDrawn=f;}
      scrub.max=s.d;scrub.value=ms;clock.textContent=(ms/1000).toFixed(2)+' s'+(speed!==1?' ×'+speed:'');
      document.getElementById('play').textContent=playing?'pause':'play';}
    function fragment(){const h='#t='+(Math.round(t)/1000)+'&'+name()+(theme?'&theme='+theme:'');if(location.hash!==h)history.replaceState(null,'',h);}
    function applyTheme(){const dark=theme?theme==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.body.className=dark?'dark':'light';}
    function tick(now){if(!playing)return;if(last!==null)t+=(now-last)*speed;last=now;const d=scen().d;
      if(t>=d){t=d;playing=false;}draw();if(playing)requestAnimationFrame(tick);else fragment();}
    function play(){if(playing)return;if(t>=scen().d)t=0;playing=true;last=null;requestAnimationFrame(tick);draw();}
    function pause(){playing=false;draw();fragment();}
    function seek(ms){t=Math.max(0,Math.min(scen().d,ms));lastDrawn=-1;draw();if(!playing)fragment();}
    function events(){const s=scen();return s.t;}
    function cycle(key){const k=DATA.knobs.find(k=>k.key===key);const i=k.values.indexOf(knob[key]);knob[key]=k.values[(i+1)%k.values.length];
      if(!scen()){knob[key]=k.values[i];return;}lastDrawn=-1;seek(t);fragment();}
    function readFragment(){const q=new URLSearchParams(location.hash.slice(1));
      for(const k of DATA.knobs){const v=q.get(k.key);if(v!==null&&k.values.includes(v)){const old=knob[k.key];knob[k.key]=v;if(!scen())knob[k.key]=old;}}
      const th=q.get('theme');theme=(th==='light'||th==='dark')?th:null;applyTheme();
      const ts=q.get('t');playing=false;lastDrawn=-1;seek(ts!==null&&isFinite(parseFloat(ts))?parseFloat(ts)*1000:0);}
    function key(e){if(e.ctrlKey||e.metaKey||e.altKey)return;const c=e.key;let done=true;
      if(c===' ')playing?pause():play();else if(c==='r'){t=0;play();}
      else if(c==='ArrowLeft')seek(t-100);else if(c==='ArrowRight')seek(t+100);
      else if(c===','){pause();seek(Math.round(t/10)*10-10);}else if(c==='.'){pause();seek(Math.round(t/10)*10+10);}
      else if(c==='['){const p=events().filter(x=>x<Math.round(t));seek(p.length?p[p.length-1]:0);}
      else if(c===']'){const n=events().find(x=>x>Math.round(t));seek(n===undefined?scen().d:n);}
      else if(c==='+'||c==='='){speed=Math.min(8,speed*2);draw();}else if(c==='-'||c==='_'){speed=Math.max(0.125,speed/2);draw();}
      else if(c==='1'){speed=1;draw();}
      else if(c==='?'){const h=document.getElementById('help');h.hidden=!h.hidden;}
      else{const k=DATA.knobs.find(k=>k.char===c);if(k)cycle(k.key);else done=false;}
      if(done)e.preventDefault();}
    document.getElementById('help').textContent=DATA.help;
    document.addEventListener('keydown',key);
    document.getElementById('play').onclick=()=>playing?pause():play();
    document.getElementById('restart').onclick=()=>{t=0;play();};
    document.getElementById('back').onclick=()=>{pause();seek(Math.round(t/10)*10-10);};
    document.getElementById('forward').onclick=()=>{pause();seek(Math.round(t/10)*10+10);};
    document.getElementById('slower').onclick=()=>{speed=Math.max(0.125,speed/2);draw();};
    document.getElementById('faster').onclick=()=>{speed=Math.min(8,speed*2);draw();};
    document.getElementById('theme').onclick=()=>{theme=document.body.className==='dark'?'light':'dark';applyTheme();fragment();};
    document.getElementById('helpButton').onclick=()=>{const h=document.getElementById('help');h.hidden=!h.hidden;};
    for(const b of document.querySelectorAll('.knob'))b.onclick=()=>cycle(b.dataset.knob);
    scrub.oninput=()=>{pause();seek(parseInt(scrub.value,10));};
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change',applyTheme);
    window.addEventListener('hashchange',readFragment);
    readFragment();
    })();

    """#
}

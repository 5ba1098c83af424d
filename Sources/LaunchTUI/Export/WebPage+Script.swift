extension WebPage {
    /// The page's layout: the stage as a terminal's cells.
    static let pageCSS = """
    body{margin:1em;font-family:sans-serif}
    pre{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace;font-size:14px;line-height:16px;margin:0}
    pre .c{display:inline-block;width:1ch;height:16px;vertical-align:top;overflow:visible;text-align:center}
    #controls{margin:.5em 0;display:flex;flex-wrap:wrap;gap:.3em;align-items:center}
    #scrub{flex:1;min-width:10em}
    #controls button,#controls output{font-family:ui-monospace,Menlo,Consolas,"DejaVu Sans Mono",monospace}
    #play{min-width:7ch}
    #clock{display:inline-block;min-width:12ch}

    """

    /// What both pages' scripts share: the frames written as changes made
    /// whole, a frame drawn as HTML, the frame at a moment of a list of
    /// times and frames, and the page's scheme.
    static let picturesScript = #"""
    for(let i=0;i<DATA.frames.length;i++){const f=DATA.frames[i];if(f[0]===-1){const full=DATA.frames[i-1].slice();for(let j=1;j<f.length;j+=2)full[f[j]]=f[j+1];DATA.frames[i]=full;}}
    function esc(s){return s.replace(/&/g,'&amp;').replace(/</g,'&lt;');}
    function cells(x){return esc(x).replace(/[\u2000-\u2bff]/g,c=>'<span class="c">'+c+'</span>');}
    function rowHTML(r){let h='';for(let i=0;i<r.length;){const s=r[i++];let x=r[i++];if(typeof x==='number')x=r[i++].repeat(x);h+='<span class="s'+s+'">'+cells(x)+'</span>';}return h;}
    function frameHTML(f){return DATA.frames[f].map(i=>rowHTML(DATA.rows[i])).join('\n');}
    function indexAt(s,ms){let lo=0,hi=s.t.length-1;while(lo<hi){const m=(lo+hi+1)>>1;if(s.t[m]<=ms)lo=m;else hi=m-1;}return lo;}
    function frameAt(s,ms){return s.f[indexAt(s,ms)];}
    function applyScheme(theme,fallback){const dark=theme?theme==='dark':fallback?fallback==='dark':matchMedia('(prefers-color-scheme: dark)').matches;document.body.className=dark?'dark':'light';}

    """#

    /// The player: draws the frame at the moment, plays from the browser's
    /// clock with requestAnimationFrame only while playing, and keeps the
    /// moment and the knobs in the fragment.
    static let pageScript = #"""
    (function(){
    for(const n in DATA.scenarios){const s=DATA.scenarios[n];if(typeof s==='string')DATA.scenarios[n]=DATA.scenarios[s];}
    const stage=document.getElementById('stage'),scrub=document.getElementById('scrub'),clock=document.getElementById('clock');
    const knob={},status=document.getElementById('status'),knobButtons=[...document.querySelectorAll('.knob')];let t=0,playing=false,speed=1,last=null,lastDrawn=-1,theme=null,noticeTimer=null;
    const start={};for(const p of DATA.start.split('&')){const [k,v]=p.split('=');knob[k]=v;start[k]=v;}
    function name(){return DATA.knobs.map(k=>k.key+'='+knob[k.key]).join('&');}
    function scen(){return DATA.scenarios[name()];}
    function draw(){const s=scen();const ms=Math.round(t);const f=frameAt(s,ms);
      if(f!==lastDrawn){stage.innerHTML=frameHTML(f);lastDrawn=f;}
      scrub.max=s.d;scrub.value=ms;clock.textContent=(ms/1000).toFixed(2)+' s'+(speed!==1?' ×'+speed:'');
      document.getElementById('play').textContent=playing?'pause':'play';
      for(const b of knobButtons){const k=b.dataset.knob;b.textContent=k+': '+knob[k];b.setAttribute('aria-label','cycle '+k+', now '+knob[k]+' (key '+b.dataset.char+')');}}
    function fragment(){const h='#t='+(Math.round(t)/1000)+'&'+name()+(theme?'&theme='+theme:'');if(location.hash!==h)history.replaceState(null,'',h);}
    function applyTheme(){applyScheme(theme,null);}
    function tick(now){if(!playing)return;if(last!==null)t+=(now-last)*speed;last=now;const d=scen().d;
      if(t>=d){t=d;playing=false;}draw();if(playing)requestAnimationFrame(tick);else fragment();}
    function play(){if(playing)return;if(t>=scen().d)t=0;playing=true;last=null;requestAnimationFrame(tick);draw();}
    function pause(){playing=false;draw();fragment();}
    function seek(ms){t=Math.max(0,Math.min(scen().d,ms));lastDrawn=-1;draw();if(!playing)fragment();}
    function events(){return scen().e;}
    function notice(text){status.textContent=text;clearTimeout(noticeTimer);noticeTimer=setTimeout(()=>{status.textContent='';},DATA.noticeMs);}
    // A notice of the launch before a knob changed no longer holds.
    function unsay(){status.textContent='';clearTimeout(noticeTimer);}
    function tap(){const s=scen(),ms=Math.floor(Math.round(t)/10)*10;let n=0;for(let i=0;i<s.a.length;i+=2)if(s.a[i]<=ms)n=s.a[i+1];
      notice('t at '+(ms/1000).toFixed(2)+' s: '+DATA.tapTexts[n]);}
    function faster(){speed=DATA.speeds.find(x=>x>speed+1e-9)??DATA.speeds[DATA.speeds.length-1];draw();}
    function slower(){speed=[...DATA.speeds].reverse().find(x=>x<speed-1e-9)??DATA.speeds[0];draw();}
    // A knob's key (or its button): its knob's next value, or the notice
    // of a key that changes nothing here; false when no knob takes it.
    function knobKey(c){const k=DATA.knobs.find(k=>k.char===c),n=DATA.notes[c+':'+knob.platform]??(k?null:DATA.notes[c]);
      if(n)notice(n);else if(k)cycle(k.key);return !!(n||k);}
    function cycle(key){const k=DATA.knobs.find(k=>k.key===key);const i=k.values.indexOf(knob[key]);knob[key]=k.values[(i+1)%k.values.length];
      if(!scen()){knob[key]=k.values[i];return;}unsay();lastDrawn=-1;seek(t);fragment();}
    // A knob the fragment leaves out is as the page starts; one it names
    // that the page does not hold is said, and left so.
    function readFragment(){const q=new URLSearchParams(location.hash.slice(1)),unheld=[];
      for(const k of DATA.knobs){let v=q.get(k.key);if(v===null)v=start[k.key];else if(!k.values.includes(v)){unheld.push(k.key+'='+v);v=start[k.key];}
        const old=knob[k.key];knob[k.key]=v;if(!scen())knob[k.key]=old;}
      for(const [k,v] of q)if(k!=='t'&&k!=='theme'&&!DATA.knobs.some(x=>x.key===k))unheld.push(k+'='+v);
      const th=q.get('theme');theme=(th==='light'||th==='dark')?th:null;applyTheme();
      const ts=q.get('t');playing=false;lastDrawn=-1;unsay();seek(ts!==null&&isFinite(parseFloat(ts))?parseFloat(ts)*1000:0);
      if(unheld.length)notice(unheld.join(', ')+': not on this page (the knobs stay as it starts)');}
    function key(e){if(e.ctrlKey||e.metaKey||e.altKey)return;const c=e.key;let done=true;
      if(c===' ')playing?pause():play();else if(c==='r'){t=0;play();}
      else if(c==='ArrowLeft')seek(t-100);else if(c==='ArrowRight')seek(t+100);
      else if(c===','){pause();seek(Math.round(t/10)*10-10);}else if(c==='.'){pause();seek(Math.round(t/10)*10+10);}
      else if(c==='['){const before=playing?Math.round(t)-300:Math.round(t);const p=events().filter(x=>x<before);seek(p.length?p[p.length-1]:0);}
      else if(c===']'){const n=events().find(x=>x>Math.round(t));seek(n===undefined?scen().d:n);}
      else if(c==='+'||c==='=')faster();else if(c==='-'||c==='_')slower();
      else if(c==='1'){speed=1;draw();}
      else if(c==='?'){const h=document.getElementById('help');h.hidden=!h.hidden;}
      else if(c==='Escape'){const h=document.getElementById('help');if(h.hidden)done=false;else h.hidden=true;}
      else if(c==='t')tap();
      else done=knobKey(c);
      if(done)e.preventDefault();}
    document.getElementById('help').textContent=DATA.help;
    document.addEventListener('keydown',key);
    document.getElementById('play').onclick=()=>playing?pause():play();
    document.getElementById('restart').onclick=()=>{t=0;play();};
    document.getElementById('back').onclick=()=>{pause();seek(Math.round(t/10)*10-10);};
    document.getElementById('forward').onclick=()=>{pause();seek(Math.round(t/10)*10+10);};
    document.getElementById('tap').onclick=tap;
    document.getElementById('slower').onclick=slower;
    document.getElementById('faster').onclick=faster;
    document.getElementById('theme').onclick=()=>{theme=document.body.className==='dark'?'light':'dark';applyTheme();fragment();};
    document.getElementById('helpButton').onclick=()=>{const h=document.getElementById('help');h.hidden=!h.hidden;};
    for(const b of knobButtons)b.onclick=()=>knobKey(b.dataset.char);
    scrub.oninput=()=>{const ms=parseInt(scrub.value,10);playing=false;seek(ms);};
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change',applyTheme);
    window.addEventListener('hashchange',readFragment);
    readFragment();
    })();

    """#

    /// The talk's player: beat 0 is the start, before the first beat; beat
    /// N is shown as stepping leaves it, played and waiting at its Pause.
    /// It plays a beat from the browser's clock with requestAnimationFrame,
    /// only while it plays, and keeps the beat in the fragment.
    static let talkScript = #"""
    (function(){
    const stage=document.getElementById('stage'),caption=document.getElementById('caption'),counter=document.getElementById('beat');
    const notes=document.getElementById('notes'),noteList=document.getElementById('noteList'),nextCaption=document.getElementById('nextCaption');
    const B=DATA.beats.length,showNotes=DATA.notes&&new URLSearchParams(location.search).has('notes');
    let beat=0,t=0,playing=false,last=null,lastDrawn=-1,theme=null;
    function draw(){const i=indexAt(DATA,Math.round(t)),f=DATA.f[i];
      if(f!==lastDrawn){stage.innerHTML=frameHTML(f);lastDrawn=f;}
      caption.textContent=DATA.captions[DATA.c[i]];counter.textContent=beat===0?'beat 1/'+B+' next (→ plays it)':'beat '+beat+'/'+B+(playing?' playing':'');
      if(showNotes){notes.hidden=false;noteList.replaceChildren(...(beat>0?DATA.beats[beat-1].notes:[]).map(n=>{const li=document.createElement('li');li.textContent=n;return li;}));
        nextCaption.textContent=beat<B?'next: '+DATA.beats[beat].caption:'the end';}}
    function fragment(){const h='#beat='+beat+(theme?'&theme='+theme:'');if(location.hash!==h)history.replaceState(null,'',h);}
    function go(b){beat=Math.max(0,Math.min(B,b));playing=false;t=beat===0?0:DATA.beats[beat-1].e;draw();fragment();}
    function tick(now){if(!playing)return;if(last!==null)t+=now-last;last=now;const e=DATA.beats[beat-1].e;
      if(t>=e){t=e;playing=false;}draw();if(playing)requestAnimationFrame(tick);else fragment();}
    function next(){if(playing){go(beat);return;}if(beat>=B)return;beat++;t=DATA.beats[beat-1].s;playing=true;last=null;draw();requestAnimationFrame(tick);}
    function previous(){go(beat-1);}
    function key(e){if(e.ctrlKey||e.metaKey||e.altKey)return;const c=e.key;let done=true;
      if(c==='ArrowRight'||c===' '||c==='Enter'||c==='PageDown')next();
      else if(c==='ArrowLeft'||c==='PageUp'||c==='Backspace')previous();
      else if(c==='Home'||c==='r')go(0);else if(c==='End')go(B);
      else done=false;
      if(done)e.preventDefault();}
    function readFragment(){const q=new URLSearchParams(location.hash.slice(1));
      const th=q.get('theme');theme=(th==='light'||th==='dark')?th:null;applyScheme(theme,DATA.theme);
      const b=parseInt(q.get('beat'),10);go(isFinite(b)?b:0);}
    document.addEventListener('keydown',key);
    document.getElementById('next').onclick=next;
    document.getElementById('previous').onclick=previous;
    document.getElementById('start').onclick=()=>go(0);
    document.getElementById('theme').onclick=()=>{theme=document.body.className==='dark'?'light':'dark';applyScheme(theme,DATA.theme);fragment();};
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change',()=>applyScheme(theme,DATA.theme));
    window.addEventListener('hashchange',readFragment);
    readFragment();
    })();

    """#
}

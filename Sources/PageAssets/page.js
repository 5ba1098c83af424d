// The demo page's player: draws the frame at the moment, plays from the
// browser's clock with requestAnimationFrame only while playing, and keeps
// the moment and the knobs in the fragment.

(function() {
    for (const n in DATA.scenarios) {
        const s = DATA.scenarios[n];
        if (typeof s === 'string') DATA.scenarios[n] = DATA.scenarios[s];
    }
    const stage = document.getElementById('stage'),
        scrub = document.getElementById('scrub'),
        clock = document.getElementById('clock');
    const knob = {},
        status = document.getElementById('status'),
        knobButtons = [...document.querySelectorAll('.knob')];
    let t = 0,
        playing = false,
        speed = 1,
        last = null,
        lastDrawn = -1,
        theme = null,
        noticeTimer = null;
    const start = {};
    for (const p of DATA.start.split('&')) {
        const [k, v] = p.split('=');
        knob[k] = v;
        start[k] = v;
    }

    function name() {
        return DATA.knobs.map(k => k.key + '=' + knob[k.key]).join('&');
    }

    function scen() {
        return DATA.scenarios[name()];
    }

    function draw() {
        const s = scen();
        const ms = Math.round(t);
        const f = frameAt(s, ms);
        if (f !== lastDrawn) {
            drawFrame(stage, f);
            lastDrawn = f;
        }
        scrub.max = s.d;
        scrub.value = ms;
        clock.textContent = (ms / 1000).toFixed(2) + ' s' + (speed !== 1 ? ' ×' + speed : '');
        document.getElementById('play').textContent = playing ? 'pause' : 'play';
        for (const b of knobButtons) {
            const k = b.dataset.knob;
            b.textContent = k + ': ' + knob[k];
            b.setAttribute('aria-label', 'cycle ' + k + ', now ' + knob[k] + ' (key ' + b.dataset.char + ')');
        }
    }

    function fragment() {
        const h = '#t=' + (Math.round(t) / 1000) + '&' + name() + (theme ? '&theme=' + theme : '');
        if (location.hash !== h) history.replaceState(null, '', h);
    }

    function applyTheme() {
        applyScheme(theme, null);
    }

    function tick(now) {
        if (!playing) return;
        if (last !== null) t += (now - last) * speed;
        last = now;
        const d = scen().d;
        if (t >= d) {
            t = d;
            playing = false;
        }
        draw();
        if (playing) requestAnimationFrame(tick);
        else fragment();
    }

    function play() {
        if (playing) return;
        if (t >= scen().d) t = 0;
        playing = true;
        last = null;
        requestAnimationFrame(tick);
        draw();
    }

    function pause() {
        playing = false;
        draw();
        fragment();
    }

    function seek(ms) {
        t = Math.max(0, Math.min(scen().d, ms));
        lastDrawn = -1;
        draw();
        if (!playing) fragment();
    }

    function events() {
        return scen().e;
    }

    function notice(text) {
        status.textContent = text;
        clearTimeout(noticeTimer);
        noticeTimer = setTimeout(() => {
            status.textContent = '';
        }, DATA.noticeMs);
    }
    // A notice of the launch before a knob changed no longer holds.
    function unsay() {
        status.textContent = '';
        clearTimeout(noticeTimer);
    }

    function tap() {
        const s = scen(),
            ms = Math.floor(Math.round(t) / 10) * 10;
        let n = 0;
        for (let i = 0; i < s.a.length; i += 2)
            if (s.a[i] <= ms) n = s.a[i + 1];
        notice('t at ' + (ms / 1000).toFixed(2) + ' s: ' + DATA.tapTexts[n]);
    }

    function faster() {
        speed = DATA.speeds.find(x => x > speed + 1e-9) ?? DATA.speeds[DATA.speeds.length - 1];
        draw();
    }

    function slower() {
        speed = [...DATA.speeds].reverse().find(x => x < speed - 1e-9) ?? DATA.speeds[0];
        draw();
    }
    // A knob's key (or its button): its knob's next value, or the notice
    // of a key that changes nothing here; false when no knob takes it.
    function knobKey(c) {
        const k = DATA.knobs.find(k => k.char === c),
            n = DATA.notes[c + ':' + knob.platform] ?? (k ? null : DATA.notes[c]);
        if (n) notice(n);
        else if (k) cycle(k.key);
        return !!(n || k);
    }

    function cycle(key) {
        const k = DATA.knobs.find(k => k.key === key);
        const i = k.values.indexOf(knob[key]);
        knob[key] = k.values[(i + 1) % k.values.length];
        if (!scen()) {
            knob[key] = k.values[i];
            return;
        }
        unsay();
        lastDrawn = -1;
        seek(t);
        fragment();
    }
    // A knob the fragment leaves out is as the page starts; one it names
    // that the page does not hold is said, and left so.
    function readFragment() {
        const q = new URLSearchParams(location.hash.slice(1)),
            unheld = [];
        for (const k of DATA.knobs) {
            let v = q.get(k.key);
            if (v === null) v = start[k.key];
            else if (!k.values.includes(v)) {
                unheld.push(k.key + '=' + v);
                v = start[k.key];
            }
            const old = knob[k.key];
            knob[k.key] = v;
            if (!scen()) knob[k.key] = old;
        }
        for (const [k, v] of q)
            if (k !== 't' && k !== 'theme' && !DATA.knobs.some(x => x.key === k)) unheld.push(k + '=' + v);
        const th = q.get('theme');
        theme = (th === 'light' || th === 'dark') ? th : null;
        applyTheme();
        const ts = q.get('t');
        playing = false;
        lastDrawn = -1;
        unsay();
        seek(ts !== null && isFinite(parseFloat(ts)) ? parseFloat(ts) * 1000 : 0);
        if (unheld.length) notice(unheld.join(', ') + ': not on this page (the knobs stay as it starts)');
    }

    function key(e) {
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const c = e.key;
        let done = true;
        if (c === ' ') playing ? pause() : play();
        else if (c === 'r') {
            t = 0;
            play();
        } else if (c === 'ArrowLeft') seek(t - 100);
        else if (c === 'ArrowRight') seek(t + 100);
        else if (c === ',') {
            pause();
            seek(Math.round(t / 10) * 10 - 10);
        } else if (c === '.') {
            pause();
            seek(Math.round(t / 10) * 10 + 10);
        } else if (c === '[') {
            const before = playing ? Math.round(t) - 300 : Math.round(t);
            const p = events().filter(x => x < before);
            seek(p.length ? p[p.length - 1] : 0);
        } else if (c === ']') {
            const n = events().find(x => x > Math.round(t));
            seek(n === undefined ? scen().d : n);
        } else if (c === '+' || c === '=') faster();
        else if (c === '-' || c === '_') slower();
        else if (c === '1') {
            speed = 1;
            draw();
        } else if (c === '?') {
            const h = document.getElementById('help');
            h.hidden = !h.hidden;
        } else if (c === 'Escape') {
            const h = document.getElementById('help');
            if (h.hidden) done = false;
            else h.hidden = true;
        } else if (c === 't') tap();
        else done = knobKey(c);
        if (done) e.preventDefault();
    }
    document.getElementById('help').textContent = DATA.help;
    document.addEventListener('keydown', key);
    document.getElementById('play').onclick = () => playing ? pause() : play();
    document.getElementById('restart').onclick = () => {
        t = 0;
        play();
    };
    document.getElementById('back').onclick = () => {
        pause();
        seek(Math.round(t / 10) * 10 - 10);
    };
    document.getElementById('forward').onclick = () => {
        pause();
        seek(Math.round(t / 10) * 10 + 10);
    };
    document.getElementById('tap').onclick = tap;
    document.getElementById('slower').onclick = slower;
    document.getElementById('faster').onclick = faster;
    document.getElementById('theme').onclick = () => {
        theme = document.body.className === 'dark' ? 'light' : 'dark';
        applyTheme();
        fragment();
    };
    document.getElementById('helpButton').onclick = () => {
        const h = document.getElementById('help');
        h.hidden = !h.hidden;
    };
    for (const b of knobButtons) b.onclick = () => knobKey(b.dataset.char);
    scrub.oninput = () => {
        const ms = parseInt(scrub.value, 10);
        playing = false;
        seek(ms);
    };
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
    window.addEventListener('hashchange', readFragment);
    readFragment();
})();

// The demo page's player: draws the frame at the moment, plays from the
// browser's clock with requestAnimationFrame only while playing, and keeps
// the moment and the knobs in the fragment. Its keys and their steps are
// data (DATA.keys, from the demo's key table); its words (heading, caption,
// what to watch for, the phones in words) are DATA.says, written from what
// was measured, and change only at events or when paused.

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
        knobButtons = [...document.querySelectorAll('.knob')],
        playButton = document.getElementById('play'),
        launchButton = document.getElementById('launch'),
        heading = document.getElementById('compared'),
        caption = document.getElementById('caption'),
        watch = document.getElementById('watch'),
        described = document.getElementById('described'),
        help = document.getElementById('help'),
        reduced = matchMedia('(prefers-reduced-motion: reduce)');
    let t = 0,
        playing = false,
        speed = 1,
        last = null,
        lastDrawn = -1,
        theme = null,
        noticeTimer = null,
        poster = false;
    // One frame: the step of , and . (the demo's key table's), which a tap lands on too.
    const FRAME = Math.abs(DATA.keys.find(k => k.a === 'frame').ms);
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

    // An element's text or attribute, written only when it changes: the
    // controls are not touched on a frame that changes none of them.
    function setText(el, text) {
        if (el.textContent !== text) el.textContent = text;
    }

    function setAttr(el, name, value) {
        if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    }

    // What DATA.says at ms in a list of times and texts' numbers.
    function sayAt(list, ms) {
        let n = -1;
        for (let i = 0; i < list.length && list[i] <= ms; i += 2) n = list[i + 1];
        return n < 0 ? '' : DATA.says[n];
    }

    // The words: the heading and caption of the scenario; what to watch
    // for and the phones in words at the moment, while playing only as
    // an event passes (the texts change there and nowhere else).
    function words(s, ms) {
        setText(heading, DATA.says[s.h]);
        setText(caption, DATA.says[s.x]);
        setText(watch, sayAt(s.w, ms));
        setText(described, sayAt(s.v, ms));
    }

    function draw() {
        const s = scen();
        const ms = Math.round(t);
        const f = frameAt(s, ms);
        if (f !== lastDrawn) {
            drawFrame(stage, f);
            lastDrawn = f;
        }
        setAttr(scrub, 'max', String(s.d));
        if (scrub.value !== String(ms)) scrub.value = ms;
        setText(clock, (poster ? 'poster frame, ' : '') + (ms / 1000).toFixed(2) + ' s' + (speed !== 1 ? ' ×' + speed : ''));
        setText(playButton, playing ? 'pause' : 'play');
        if (launchButton.hidden !== !poster) launchButton.hidden = !poster;
        for (const b of knobButtons) setText(b, b.dataset.knob + ': ' + knob[b.dataset.knob]);
        words(s, ms);
    }

    function fragment() {
        if (poster) return;
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
        if (poster || t >= scen().d) t = 0;
        poster = false;
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
        poster = false;
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
            step = FRAME,
            ms = Math.floor(Math.round(t) / step) * step;
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
        if (ts !== null && isFinite(parseFloat(ts))) seek(parseFloat(ts) * 1000);
        else {
            // No moment named: a poster frame (the last measured event),
            // with a Launch button that plays from the tap.
            seek(scen().p);
            poster = true;
            draw();
        }
        if (unheld.length) notice(unheld.join(', ') + ': not on this page (the knobs stay as it starts)');
        // #play plays at once, but for those who asked for less motion.
        if (q.has('play')) {
            if (reduced.matches) notice('#play: not started, as this browser asks for reduced motion; press play');
            else play();
        }
    }

    function toggleHelp() {
        help.hidden = !help.hidden;
    }

    function previousEvent(lead) {
        const before = playing ? Math.round(t) - lead : Math.round(t);
        const p = scen().e.filter(x => x < before);
        seek(p.length ? p[p.length - 1] : 0);
    }

    function nextEvent() {
        const n = scen().e.find(x => x > Math.round(t));
        seek(n === undefined ? scen().d : n);
    }

    // What each action of DATA.keys does, by its name; a key's step comes
    // with it (k.ms). Returns false where it did nothing (Esc without help).
    const ACTIONS = {
        playPause: () => playing ? pause() : play(),
        restart: () => {
            t = 0;
            poster = false;
            play();
        },
        step: k => seek(t + k.ms),
        frame: k => {
            const f = Math.abs(k.ms);
            pause();
            seek(Math.round(t / f) * f + k.ms);
        },
        previousEvent: k => previousEvent(k.ms),
        nextEvent: () => nextEvent(),
        faster: () => faster(),
        slower: () => slower(),
        normalSpeed: () => {
            speed = 1;
            draw();
        },
        cycle: k => knobKey(k.k),
        tap: () => tap(),
        help: () => toggleHelp(),
        dismiss: () => {
            if (help.hidden) return false;
            help.hidden = true;
        },
    };

    function act(k) {
        return ACTIONS[k.a](k) !== false;
    }

    function key(e) {
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const c = e.key,
            el = e.target,
            tag = el && el.tagName;
        // A focused control keeps the keys it answers to: Space and Enter
        // press a button or open a summary, the arrows move the scrub bar.
        if ((c === ' ' || c === 'Enter') && (tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A' || tag === 'INPUT')) return;
        if (tag === 'INPUT' && /^(Arrow|Home|End|Page)/.test(c)) return;
        const k = DATA.keys.find(x => x.k === c);
        let done = k ? act(k) : knobKey(c);
        if (done) e.preventDefault();
    }
    help.textContent = DATA.help;
    document.addEventListener('keydown', key);
    for (const b of document.querySelectorAll('button.key')) b.onclick = () => act(DATA.keys[+b.dataset.key]);
    launchButton.onclick = () => {
        t = 0;
        poster = false;
        play();
        stage.focus();
    };
    document.getElementById('theme').onclick = () => {
        theme = document.body.className === 'dark' ? 'light' : 'dark';
        applyTheme();
        fragment();
    };
    for (const b of knobButtons) b.onclick = () => knobKey(b.dataset.char);
    scrub.oninput = () => {
        const ms = parseInt(scrub.value, 10);
        playing = false;
        seek(ms);
    };
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', applyTheme);
    window.addEventListener('hashchange', readFragment);
    // The narrow stage swapped for the wide or back (layout.js): the same
    // moment drawn on the stage now shown, nothing else changed.
    window.addEventListener('stagechange', () => {
        lastDrawn = -1;
        draw();
    });
    readFragment();
})();

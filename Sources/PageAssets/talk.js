// The talk page's player: beat 0 is the cover, before the first beat; beat
// N is shown as stepping leaves it, played and waiting at its Pause. It
// plays a beat from the browser's clock with requestAnimationFrame, only
// while it plays, and keeps the beat in the fragment. As reveal.js: f
// fullscreen, b blackout, s a speaker view in a second window (the same
// page with ?speaker) that follows it beat by beat through postMessage and
// steps it with its own keys; the notes only on a page written with them.

(function() {
    const stage = document.getElementById('stage'),
        caption = document.getElementById('caption'),
        counter = document.getElementById('beat');
    const notes = document.getElementById('notes'),
        noteList = document.getElementById('noteList'),
        nextCaption = document.getElementById('nextCaption'),
        cover = document.getElementById('cover'),
        progress = document.getElementById('progress'),
        timer = document.getElementById('timer');
    const search = new URLSearchParams(location.search),
        speakerView = search.has('speaker'),
        B = DATA.beats.length,
        showNotes = DATA.notes && (search.has('notes') || speakerView),
        // A phone has no → to press: the cover's button starts the talk.
        touch = matchMedia('(pointer: coarse)').matches;
    let beat = 0,
        t = 0,
        playing = false,
        last = null,
        lastDrawn = -1,
        theme = null,
        started = null,
        timerTick = null,
        speaker = null,
        upcoming = null;

    function setText(el, text) {
        if (el && el.textContent !== text) el.textContent = text;
    }

    function draw() {
        const i = indexAt(DATA, Math.round(t)),
            f = DATA.f[i];
        if (f !== lastDrawn) {
            drawFrame(stage, f);
            lastDrawn = f;
        }
        setText(caption, DATA.captions[DATA.c[i]]);
        setText(counter, beat === 0 ? 'beat 0/' + B + (touch ? '' : ', → starts') : 'beat ' + beat + '/' + B + (playing ? ' playing' : ''));
        cover.hidden = beat !== 0 || speakerView;
        if (progress.value !== beat) progress.value = beat;
        if (upcoming) setText(upcoming, beat < B ? 'next: ' + DATA.beats[beat].caption : 'the end');
        if (showNotes) {
            notes.hidden = false;
            noteList.replaceChildren(...(beat > 0 ? DATA.beats[beat - 1].notes : []).map(n => {
                const li = document.createElement('li');
                li.textContent = n;
                return li;
            }));
            setText(nextCaption, beat < B ? 'next: ' + DATA.beats[beat].caption : 'the end');
        }
    }

    // The presenting time, from the first step on, once a second.
    function clockText() {
        const s = started === null ? 0 : Math.floor((Date.now() - started) / 1000);
        return Math.floor(s / 60) + ':' + String(s % 60).padStart(2, '0');
    }

    function startTimer(at) {
        if (started !== null) return;
        started = at ?? Date.now();
        timerTick = setInterval(() => setText(timer, clockText()), 1000);
        setText(timer, clockText());
    }

    function fragment() {
        const h = '#beat=' + beat + (theme ? '&theme=' + theme : '');
        if (location.hash !== h) history.replaceState(null, '', h);
    }

    // The speaker view follows the beat (and the timer's start).
    function tell() {
        if (speaker && !speaker.closed) speaker.postMessage({launchTuiTalk: true, beat: beat, playing: playing, started: started}, '*');
    }

    function go(b) {
        beat = Math.max(0, Math.min(B, b));
        playing = false;
        t = beat === 0 ? 0 : DATA.beats[beat - 1].e;
        draw();
        fragment();
        tell();
    }

    function tick(now) {
        if (!playing) return;
        if (last !== null) t += now - last;
        last = now;
        const e = DATA.beats[beat - 1].e;
        if (t >= e) {
            t = e;
            playing = false;
        }
        draw();
        if (playing) requestAnimationFrame(tick);
        else fragment();
    }

    function next() {
        if (speakerView) return ask('next');
        startTimer();
        if (playing) {
            go(beat);
            return;
        }
        if (beat >= B) return;
        beat++;
        t = DATA.beats[beat - 1].s;
        playing = true;
        last = null;
        draw();
        tell();
        requestAnimationFrame(tick);
    }

    function previous() {
        if (speakerView) return ask('previous');
        go(beat - 1);
    }

    function home() {
        if (speakerView) return ask('home');
        go(0);
    }

    // From the speaker view: the presenting window does the step.
    function ask(what) {
        if (window.opener) window.opener.postMessage({launchTuiTalk: true, ask: what}, '*');
    }

    function fullscreen() {
        if (document.fullscreenElement) document.exitFullscreen();
        else if (document.documentElement.requestFullscreen) document.documentElement.requestFullscreen().catch(() => {});
    }

    function blackout() {
        document.documentElement.classList.toggle('blackout');
    }

    function openSpeaker() {
        if (speakerView) return;
        speaker = window.open(location.pathname + '?speaker' + location.hash, 'launch-tui-speaker', 'width=900,height=700');
    }

    window.addEventListener('message', e => {
        const m = e.data;
        if (!m || m.launchTuiTalk !== true) return;
        if (speakerView && e.source === window.opener && Number.isInteger(m.beat)) {
            beat = Math.max(0, Math.min(B, m.beat));
            playing = false;
            t = beat === 0 ? 0 : DATA.beats[beat - 1].e;
            if (typeof m.started === 'number') startTimer(m.started);
            draw();
            fragment();
        } else if (!speakerView && speaker && e.source === speaker) {
            if (m.ask === 'hello') tell();
            else if (m.ask === 'next') next();
            else if (m.ask === 'previous') previous();
            else if (m.ask === 'home') home();
            else if (m.ask === 'end') go(B);
        }
    });

    function key(e) {
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const c = e.key,
            tag = e.target && e.target.tagName;
        // A focused control keeps Space and Enter: they press it.
        if ((c === ' ' || c === 'Enter') && (tag === 'BUTTON' || tag === 'SUMMARY' || tag === 'A' || tag === 'INPUT')) return;
        let done = true;
        if (c === 'ArrowRight' || c === ' ' || c === 'Enter' || c === 'PageDown') next();
        else if (c === 'ArrowLeft' || c === 'PageUp' || c === 'Backspace') previous();
        else if (c === 'Home' || c === 'r') home();
        else if (c === 'End') speakerView ? ask('end') : go(B);
        else if (c === 'f') fullscreen();
        else if (c === 'b' || c === '.') blackout();
        else if (c === 's') openSpeaker();
        else done = false;
        if (done) e.preventDefault();
    }

    function readFragment() {
        const q = new URLSearchParams(location.hash.slice(1));
        const th = q.get('theme');
        theme = (th === 'light' || th === 'dark') ? th : null;
        applyScheme(theme, DATA.theme);
        const b = parseInt(q.get('beat'), 10);
        go(isFinite(b) ? b : 0);
    }
    document.addEventListener('keydown', key);
    document.getElementById('next').onclick = next;
    document.getElementById('begin').onclick = () => {
        next();
        stage.focus();
    };
    document.getElementById('previous').onclick = previous;
    document.getElementById('start').onclick = home;
    document.getElementById('fullscreen').onclick = fullscreen;
    document.getElementById('blackoutButton').onclick = blackout;
    document.getElementById('speakerButton').onclick = openSpeaker;
    document.getElementById('theme').onclick = () => {
        theme = document.body.className.includes('dark') ? 'light' : 'dark';
        applyScheme(theme, DATA.theme);
        fragment();
    };
    if (speakerView) {
        document.documentElement.classList.add('speaker');
        document.getElementById('speakerButton').hidden = true;
        document.title = 'Speaker view: ' + document.title;
        if (!DATA.notes) {
            const p = document.createElement('p');
            p.id = 'noNotes';
            p.textContent = 'No notes: this page was written without them (record --notes writes them in).';
            document.querySelector('main').append(p);
        }
        // The next beat's caption, where no notes say it (nextCaption).
        if (!showNotes) {
            upcoming = document.createElement('p');
            upcoming.id = 'upcoming';
            document.querySelector('main').append(upcoming);
        }
    }
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applyScheme(theme, DATA.theme));
    window.addEventListener('hashchange', readFragment);
    // The compact stage swapped for the talk's own or back (layout.js): the
    // same moment drawn on the stage now shown.
    window.addEventListener('stagechange', () => {
        lastDrawn = -1;
        draw();
    });
    readFragment();
    if (speakerView) ask('hello');
})();

// The talk page's player: beat 0 is the start, before the first beat; beat N
// is shown as stepping leaves it, played and waiting at its Pause. It plays a
// beat from the browser's clock with requestAnimationFrame, only while it
// plays, and keeps the beat in the fragment.

(function() {
    const stage = document.getElementById('stage'),
        caption = document.getElementById('caption'),
        counter = document.getElementById('beat');
    const notes = document.getElementById('notes'),
        noteList = document.getElementById('noteList'),
        nextCaption = document.getElementById('nextCaption');
    const B = DATA.beats.length,
        showNotes = DATA.notes && new URLSearchParams(location.search).has('notes');
    let beat = 0,
        t = 0,
        playing = false,
        last = null,
        lastDrawn = -1,
        theme = null;

    function draw() {
        const i = indexAt(DATA, Math.round(t)),
            f = DATA.f[i];
        if (f !== lastDrawn) {
            drawFrame(stage, f);
            lastDrawn = f;
        }
        caption.textContent = DATA.captions[DATA.c[i]];
        counter.textContent = beat === 0 ? 'beat 1/' + B + ' next (→ plays it)' : 'beat ' + beat + '/' + B + (playing ? ' playing' : '');
        if (showNotes) {
            notes.hidden = false;
            noteList.replaceChildren(...(beat > 0 ? DATA.beats[beat - 1].notes : []).map(n => {
                const li = document.createElement('li');
                li.textContent = n;
                return li;
            }));
            nextCaption.textContent = beat < B ? 'next: ' + DATA.beats[beat].caption : 'the end';
        }
    }

    function fragment() {
        const h = '#beat=' + beat + (theme ? '&theme=' + theme : '');
        if (location.hash !== h) history.replaceState(null, '', h);
    }

    function go(b) {
        beat = Math.max(0, Math.min(B, b));
        playing = false;
        t = beat === 0 ? 0 : DATA.beats[beat - 1].e;
        draw();
        fragment();
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
        requestAnimationFrame(tick);
    }

    function previous() {
        go(beat - 1);
    }

    function key(e) {
        if (e.ctrlKey || e.metaKey || e.altKey) return;
        const c = e.key;
        let done = true;
        if (c === 'ArrowRight' || c === ' ' || c === 'Enter' || c === 'PageDown') next();
        else if (c === 'ArrowLeft' || c === 'PageUp' || c === 'Backspace') previous();
        else if (c === 'Home' || c === 'r') go(0);
        else if (c === 'End') go(B);
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
    document.getElementById('previous').onclick = previous;
    document.getElementById('start').onclick = () => go(0);
    document.getElementById('theme').onclick = () => {
        theme = document.body.className === 'dark' ? 'light' : 'dark';
        applyScheme(theme, DATA.theme);
        fragment();
    };
    matchMedia('(prefers-color-scheme: dark)').addEventListener('change', () => applyScheme(theme, DATA.theme));
    window.addEventListener('hashchange', readFragment);
    readFragment();
})();

// What both pages' scripts share: the frames written as changes made whole,
// a frame drawn as HTML, the frame at a moment of a list of times and frames,
// and the page's scheme. DATA is written by the page before this script.

for (let i = 0; i < DATA.frames.length; i++) {
    const f = DATA.frames[i];
    if (f[0] === -1) {
        const full = DATA.frames[i - 1].slice();
        for (let j = 1; j < f.length; j += 2) full[f[j]] = f[j + 1];
        DATA.frames[i] = full;
    }
}

function esc(s) {
    return s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
}

function cells(x) {
    return esc(x).replace(/[\u2000-\u2bff]/g, c => '<span class="c">' + c + '</span>');
}

function rowHTML(r) {
    let h = '';
    for (let i = 0; i < r.length;) {
        const s = r[i++];
        let x = r[i++];
        if (typeof x === 'number') x = r[i++].repeat(x);
        h += '<span class="s' + s + '">' + cells(x) + '</span>';
    }
    return h;
}

function frameHTML(f) {
    return DATA.frames[f].map(i => rowHTML(DATA.rows[i])).join('\n');
}

function indexAt(s, ms) {
    let lo = 0,
        hi = s.t.length - 1;
    while (lo < hi) {
        const m = (lo + hi + 1) >> 1;
        if (s.t[m] <= ms) lo = m;
        else hi = m - 1;
    }
    return lo;
}

function frameAt(s, ms) {
    return s.f[indexAt(s, ms)];
}

function applyScheme(theme, fallback) {
    const dark = theme ? theme === 'dark' : fallback ? fallback === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches;
    document.body.className = dark ? 'dark' : 'light';
}

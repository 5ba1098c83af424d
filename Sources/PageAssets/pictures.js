// What both pages' scripts share: the frames written as changes made whole,
// a frame drawn as HTML (only its rows that changed), the frame at a moment of a list of times and frames,
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

// Box-drawing characters and symbols (U+2000 to U+2BFF) often come from a
// fallback font whose advance is not the monospace font's: each run of them
// goes in one box as wide as its cells (.wN, N ch), so that the columns
// after it stay on the grid, with one element per run, not per character.
const symbolRun = /[\u2000-\u2bff]+/g;
const widths = new Set();

// A rule added through the CSSOM, not markup: the page's
// Content-Security-Policy allows its one style block alone, and the CSSOM.
function addRule(rule) {
    const sheet = document.styleSheets[0];
    sheet.insertRule(rule, sheet.cssRules.length);
}

function widthClass(n) {
    if (!widths.has(n)) {
        widths.add(n);
        addRule('pre .w' + n + '{width:' + n + 'ch}');
    }
    return 'c w' + n;
}

function cells(x) {
    return esc(x).replace(symbolRun, c => '<span class="' + widthClass(c.length) + '">' + c + '</span>');
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

// Each row's element, made from its HTML the first time the row is drawn
// and kept: a row drawn again is that element put back (a copy where it is
// on the stage already, as a blank row is at several places), not HTML
// parsed again.
const rowElements = [];

function rowElementOf(id) {
    let row = rowElements[id];
    if (!row) {
        row = rowElements[id] = document.createElement('span');
        row.className = 'r';
        row.innerHTML = rowHTML(DATA.rows[id]);
    }
    return row.parentNode ? row.cloneNode(true) : row;
}

// Draws frame f into the stage: one element a row (its own box, so that a
// row drawn again is laid out alone), and of those only the rows that differ
// from the stage's last frame are put in. The rows are joined by newlines,
// so the stage's text is the frame's rows, as `snapshot` prints them.
function drawFrame(stage, f) {
    const ids = DATA.frames[f];
    let shown = stage.rowsShown;
    if (!shown || shown.ids.length !== ids.length) {
        if (!shown) addRule('pre .r{display:inline-block;vertical-align:top;width:calc(var(--cols) * 1ch);contain:layout style}');
        stage.replaceChildren();
        const rows = [];
        ids.forEach((id, y) => {
            if (y > 0) stage.append('\n');
            // Put in one by one: a row twice in the frame is copied the second time.
            rows.push(stage.appendChild(rowElementOf(id)));
        });
        shown = stage.rowsShown = { rows, ids: ids.slice() };
        return;
    }
    for (let y = 0; y < ids.length; y++) {
        if (shown.ids[y] !== ids[y]) {
            const row = rowElementOf(ids[y]);
            shown.rows[y].replaceWith(row);
            shown.rows[y] = row;
            shown.ids[y] = ids[y];
        }
    }
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

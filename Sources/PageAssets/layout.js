// Which stage the page shows, by its container's width: page.css sets the
// stage's type from that width; where the page carries smaller stages
// (DATA.smaller: the same stage drawn at 80x24, and compact at 64x24), the
// first, widest first, that its container sets at its `from` px or more is
// shown (the page's own from 11 px above 80 columns, an 80-column or
// narrower stage from the least, 8 px), else the smallest: never a cropped
// one. It runs before the player, which draws from what the stage shown
// puts in DATA (the demo's `scenarios`, a talk's `t`, `f` and `c`); when the
// width later crosses a line (a phone turned), the player is told by a
// `stagechange` event, and draws the same moment, playing or paused, on the
// stage now shown.

(function() {
    const stage = document.getElementById('stage'),
        // The stage's container (page.css sets its type from main's width);
        // not its own box, which is as wide as the stage it holds.
        box = stage.closest('main') || stage.parentElement;
    // The font's advance, in em, as page.css divides by it.
    const probe = document.createElement('span');
    probe.textContent = 'x'.repeat(100);
    probe.style.fontSize = '100px';
    stage.appendChild(probe);
    const ch = probe.getBoundingClientRect().width / 10000;
    stage.removeChild(probe);
    if (ch > 0) stage.style.setProperty('--ch', ch.toFixed(4));
    if (!DATA.smaller) return;

    const smaller = DATA.smaller.stages,
        keys = Object.keys(smaller[0].data),
        stages = [{
            name: '',
            size: DATA.size,
            from: DATA.smaller.from,
            data: Object.fromEntries(keys.map(k => [k, DATA[k]]))
        }].concat(smaller);
    // A scenario that plays as another names it (as the player resolves them).
    for (const s of stages) {
        const set = s.data.scenarios;
        if (set)
            for (const n in set)
                if (typeof set[n] === 'string') set[n] = set[set[n]];
    }
    let shown = stages[0];

    function choose() {
        const style = getComputedStyle(box),
            width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
            reads = s => width / (s.size[0] * (ch || 0.602)) >= s.from,
            next = stages.find(reads) || stages[stages.length - 1];
        if (next === shown) return false;
        if (shown.name) stage.classList.remove(shown.name);
        if (next.name) stage.classList.add(next.name);
        Object.assign(DATA, next.data);
        shown = next;
        return true;
    }
    choose();
    new ResizeObserver(() => {
        if (choose()) window.dispatchEvent(new Event('stagechange'));
    }).observe(box);
})();

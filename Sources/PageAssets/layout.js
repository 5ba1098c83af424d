// Which stage the page shows, by its container's width: page.css sets the
// stage's type from that width; where the wide stage would be set smaller
// than `readable` px and the page carries a narrow one (DATA.narrow: the same
// stage drawn at 80x24), the narrow one is shown, never a cropped wide one.
// It runs before the player, which draws from DATA.scenarios; when the width
// later crosses the line (a phone turned), the player is told by a
// `stagechange` event, and draws the same moment, playing or paused, on the
// stage now shown.

(function() {
    const stage = document.getElementById('stage'),
        // The stage's container (page.css sets its type from main's width);
        // not its own box, which is as wide as the stage it holds.
        box = stage.closest('main') || stage.parentElement,
        readable = 11;
    // The font's advance, in em, as page.css divides by it.
    const probe = document.createElement('span');
    probe.textContent = 'x'.repeat(100);
    probe.style.fontSize = '100px';
    stage.appendChild(probe);
    const ch = probe.getBoundingClientRect().width / 10000;
    stage.removeChild(probe);
    if (ch > 0) stage.style.setProperty('--ch', ch.toFixed(4));
    if (!DATA.narrow) return;

    const wide = DATA.scenarios,
        narrow = DATA.narrow.scenarios;
    // A scenario that plays as another names it (as the player resolves them).
    for (const set of [wide, narrow])
        for (const n in set)
            if (typeof set[n] === 'string') set[n] = set[set[n]];

    function choose() {
        const style = getComputedStyle(box),
            width = box.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
            small = width / (DATA.size[0] * (ch || 0.602)) < readable;
        if (small === (DATA.scenarios === narrow)) return false;
        DATA.scenarios = small ? narrow : wide;
        stage.classList.toggle('narrow', small);
        return true;
    }
    choose();
    new ResizeObserver(() => {
        if (choose()) window.dispatchEvent(new Event('stagechange'));
    }).observe(box);
})();

// A pane drawn from its own frames (a screen recording's, a report's
// screenshots): the cells draw each frame as blocks of its colours, and
// over them this lays the frame itself, its JPEG as DATA.shown holds it
// (each image once), stretched over the cells its pixels take and clipped
// to the pane's screen, as the SVG does. It is placed in the stage's cells
// (1ch across, 1.15em down, as page.css sets a row), so it follows the
// stage's type and whichever stage layout.js shows (each frame's places
// are in that stage's cells). It is drawn with its frame: the players draw
// a frame only when it differs from the last, never on an animation frame
// alone. The cells stay underneath, the stage's text. Written only into a
// page that shows pictures, after pictures.js and before the player.

(function() {
    const shown = DATA.shown,
        cells = drawFrame,
        layers = [],
        // Each frame's places, from the runs of frames that show one set.
        placesOf = [];
    for (let i = 0; i < shown.runs.length; i += 3)
        for (let f = shown.runs[i], n = 0; n < shown.runs[i + 1]; n++) placesOf[f + n] = shown.sets[shown.runs[i + 2]];
    addRule('#stage{position:relative}');
    addRule('#stage .shown{position:absolute;overflow:hidden}');
    addRule('#stage .shown img{position:absolute;display:block;max-width:none;max-height:none}');

    function across(n) {
        return n + 'ch';
    }

    function down(n) {
        return 'calc(' + n + ' * 1.15em)';
    }

    function set(el, name, value) {
        if (el.style.getPropertyValue(name) !== value) el.style.setProperty(name, value);
    }

    // The element of the i-th picture a frame shows, kept and reused.
    function layer(stage, i) {
        let l = layers[i];
        if (!l) {
            const box = document.createElement('div'),
                img = document.createElement('img');
            box.className = 'shown';
            img.alt = '';
            box.appendChild(img);
            l = layers[i] = { box, img, image: -1 };
        }
        // The stage's children are replaced when its rows are first drawn.
        if (l.box.parentNode !== stage) stage.appendChild(l.box);
        return l;
    }

    drawFrame = function(stage, f) {
        cells(stage, f);
        const places = placesOf[f] || [];
        places.forEach((n, i) => {
            const [image, x, y, w, h, sx, sy, sw, sh] = shown.places[n],
                l = layer(stage, i);
            set(l.box, 'left', across(sx));
            set(l.box, 'top', down(sy));
            set(l.box, 'width', across(sw));
            set(l.box, 'height', down(sh));
            set(l.img, 'left', across(x - sx));
            set(l.img, 'top', down(y - sy));
            set(l.img, 'width', across(w));
            set(l.img, 'height', down(h));
            if (l.image !== image) {
                l.img.src = 'data:image/jpeg;base64,' + shown.images[image];
                l.image = image;
            }
            l.box.hidden = false;
            // Which place it shows, for a check to find it by.
            if (l.box.dataset.place !== String(n)) l.box.dataset.place = n;
        });
        for (let i = places.length; i < layers.length; i++) layers[i].box.hidden = true;
    };
})();

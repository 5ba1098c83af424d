/// The animated launch's timings, in seconds from the animation's first
/// frame, as the animated launch write-up gives them.
enum LaunchAnimation {
    /// The search spreads outwards at 900 points a second.
    static let searchSpeed = 900.0
    /// The way is found at 0.25 s; the search fades over the next 0.1 s.
    static let wayFound = LaunchTime.ms(250)
    static let searchFade = LaunchTime.ms(100)
    /// The route draws itself over the next 0.25 s.
    static let routeDrawn = LaunchTime.ms(500)
    /// The arrow sets off 0.03 s after the way is found and reaches the door at 0.70 s.
    static let arrowLeaves = LaunchTime.ms(280)
    static let atDoor = LaunchTime.ms(700)
    /// Stepping through the door takes 0.25 s, and the picture holds 0.08 s more.
    static let throughDoor = LaunchTime.ms(250)
    static let hold = LaunchTime.ms(80)
    /// The app starts building its first screen a twentieth of a second
    /// after the animation's first frame: any sooner and that frame would wait.
    static let buildDelay = LaunchTime.ms(50)
    /// A waiting doorway breathes: down and back up in 0.8 s, a level each 0.2 s.
    static let breathStep = LaunchTime.ms(200)
    static let breathLevels = 4

    /// When the app is ready, on the animation's clock.
    static func ready(building build: LaunchTime) -> LaunchTime { buildDelay + build }

    /// When the arrow steps through the door: at the door, or once the app is ready.
    static func through(building build: LaunchTime) -> LaunchTime { max(atDoor, ready(building: build)) }

    /// When the animation hands over to the app's screen, on its own clock.
    static func end(through: LaunchTime) -> LaunchTime { through + throughDoor + hold }
}

/// The animated launch's picture at one moment of its own clock: a pure
/// function of the time, drawn by `MapView`.
public struct MapScene: Hashable, Sendable {
    /// Time on the animation's clock, from its first frame.
    public var time: LaunchTime
    /// When the arrow steps through the door: 0.70 s, or later when the app
    /// is not ready by then (the doorway breathes until it is).
    public var through: LaunchTime
    /// False for the still launch screen, which is this picture at zero.
    public var moving: Bool

    init(time: LaunchTime = .zero, through: LaunchTime = LaunchAnimation.atDoor, moving: Bool) {
        self.time = time
        self.through = through
        self.moving = moving
    }

    /// The still launch screen: the streets, the doorway still dim, the
    /// arrow at the start.
    public static let still = MapScene(moving: false)

    /// Where the search front is, in points along the streets, and whether
    /// it is fading; nil once it has faded.
    var search: (front: Double, fading: Bool)? {
        let found = LaunchAnimation.wayFound
        if time < found { return (LaunchAnimation.searchSpeed * Double(time.milliseconds) / 1000, false) }
        guard time < found + LaunchAnimation.searchFade else { return nil }
        return (LaunchAnimation.searchSpeed * Double(found.milliseconds) / 1000, true)
    }

    /// How much of the route is drawn, from 0 to 1.
    var routeShown: Double {
        Self.fraction(of: time, from: LaunchAnimation.wayFound, to: LaunchAnimation.routeDrawn)
    }

    /// How far along the route the arrow is, from 0 to 1.
    var arrowProgress: Double {
        Self.fraction(of: time, from: LaunchAnimation.arrowLeaves, to: LaunchAnimation.atDoor)
    }

    /// How the doorway looks: dim before the arrow arrives, breathing while
    /// the app is not ready, then lit.
    enum Door: Hashable {
        case dim
        /// Breathing, at this level (0 lit, then down and back up).
        case breathing(Int)
        /// Stepping through: from 0 to 1 over 0.25 s; 1 for the hold.
        case stepping(Double)
    }

    var door: Door {
        if time < LaunchAnimation.atDoor { return .dim }
        if time < through {
            let steps = (time - LaunchAnimation.atDoor).milliseconds / LaunchAnimation.breathStep.milliseconds
            return .breathing(steps % LaunchAnimation.breathLevels)
        }
        return .stepping(Self.fraction(of: time, from: through, to: through + LaunchAnimation.throughDoor))
    }

    /// The scene `elapsed` later. Breathing, the time is kept to the start
    /// of its breath level, and held at the end, so that scenes that look
    /// the same are equal (the observer renders only frames that differ).
    func advanced(by elapsed: LaunchTime) -> MapScene {
        guard moving else { return self }
        var next = self
        next.time = min(time + elapsed, through + LaunchAnimation.throughDoor)
        if case .breathing(let level) = next.door {
            next.time = LaunchAnimation.atDoor + .ms(level * LaunchAnimation.breathStep.milliseconds)
        }
        return next
    }

    /// When, `elapsed` after this scene, the picture next changes: at once
    /// (the next frame) while it moves, at the next breath while it waits;
    /// nil once it holds.
    func nextChange(after elapsed: LaunchTime) -> LaunchTime? {
        guard moving else { return nil }
        let now = time + elapsed
        let step = LaunchTime.ms(1)
        if now < LaunchAnimation.atDoor { return elapsed + step }
        if now < through {
            let breath = LaunchAnimation.breathStep.milliseconds
            let next = LaunchAnimation.atDoor + .ms(((now - LaunchAnimation.atDoor).milliseconds / breath + 1) * breath)
            return min(next, through) - time
        }
        return now < through + LaunchAnimation.throughDoor ? elapsed + step : nil
    }

    private static func fraction(of time: LaunchTime, from start: LaunchTime, to end: LaunchTime) -> Double {
        let span = Double((end - start).milliseconds)
        return min(1, max(0, Double((time - start).milliseconds) / span))
    }
}

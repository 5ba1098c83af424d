/// What the system draws between the tap and the app's own frames, on each
/// platform, and when it takes it away ("App Launch"; Apple's launch-screen
/// guidance, the Android splash-screen guide, expo-splash-screen). The one
/// place that knows the platforms.
struct SystemLaunch {
    var state: PaneState
    var phase: Phase
    /// When the app's frames take over; nil when they never do.
    var until: LaunchTime?
    /// How long the system's picture fades out from `until`, the app's
    /// frames coming up through it; nil where it cuts.
    var fade: LaunchTime?

    /// How long the native splash fades out: the demo's choice, since the
    /// sources say only that `fade: true` fades it on iOS, not for how long;
    /// it takes expo-splash-screen's default `duration`.
    static let expoFade = LaunchTime.ms(400)

    /// The system's picture for `style` in `scenario`; nil on a hot launch,
    /// when the app's screen is still alive and shows at once.
    init?(for style: LaunchStyle, in conditions: LaunchConditions) {
        guard conditions.launch != .hot else { return nil }
        let assets = style.launchAssets
        switch conditions.platform {
        case .ios:
            // The app's launch screen, from the tap until its first frame,
            // in the current appearance (Apple asks for a dark variant).
            state = PaneState(assets.launchScreen, drawer: .system, scheme: conditions.appScheme)
            phase = assets.launchScreenPhase
            until = conditions.firstFrame
        case .android, .web:
            // Android's system splash on cold and warm starts (its icon still
            // or animated), a browser's blank page, until the first frame. A
            // splash colour set only in values/ stays light at night.
            // Both these platforms have one: the code's, not the input's.
            let first = conditions.platform.systemFirstScreen!
            let android = conditions.platform == .android
            let scheme: Scheme = android && !assets.nightSplashColour ? .phone(.light) : conditions.appScheme
            let screen: PhoneScreen = android && conditions.splashIcon == .animated ? .animatedSystemSplash(step: 0) : first.screen
            state = PaneState(screen, drawer: .system, scheme: scheme)
            phase = first.phase
            until = conditions.firstFrame
        case .expo:
            // expo-splash-screen keeps the native splash (the configured
            // image on its colour) up until the app calls hide().
            // Expo Go shows the app's icon instead of it.
            let hide = style.hidesNativeSplash(in: conditions)
            let image: PhoneScreen = conditions.expoBuild == .expoGo ? .systemSplash : assets.nativeSplash
            state = PaneState(image, drawer: .system, scheme: conditions.appScheme)
            phase = hide == nil ? .stuckSplash : .nativeSplash
            until = hide.map { max($0, conditions.firstFrame) }
            // fade: true fades it out on iOS only; Android cuts.
            fade = conditions.expoSystem == .ios ? Self.expoFade : nil
        }
    }
}

extension Platform {
    /// Whether the system shows a splash of its own before the app's first
    /// frame, so that an app's own logo screen is a second splash.
    public var hasSystemSplash: Bool { self == .android }

    /// What the system itself draws before the first frame, where it draws
    /// the same for every app, and its lane's phase: Android's system splash
    /// (the icon in a circle), a browser's blank page; nil where the app's
    /// own assets say (iOS's launch screen, Expo's native splash). The one
    /// answer the built-in styles and launch files both take.
    public var systemFirstScreen: (screen: PhoneScreen, phase: Phase)? {
        switch self {
        case .android: (.systemSplash, .systemSplash)
        case .web: (.blank, .blankPage)
        case .ios, .expo: nil
        }
    }
}

extension Timetable {
    /// This timetable behind the system's picture: the picture from the tap
    /// until `cover.until`, then the app's frames from the one in force then.
    func covered(by cover: SystemLaunch?) -> Timetable {
        guard let cover else { return self }
        let still = Timetable(steps: [Step(at: .zero, state: cover.state, phase: cover.phase)])
        guard let until = cover.until else { return still }
        let shown = still.handingOver(to: self, at: until)
        guard let fade = cover.fade, fade > .zero,
            !Self.samePicture(cover.state.screen, state(at: until).screen)
        else { return shown }
        return shown.fading(from: until, for: fade)
    }

    /// Whether a native splash and the app's frame it fades into are one
    /// picture, so that the fade shows nothing: the animated launch's splash
    /// is its first frame, drawn still from the same coordinates.
    private static func samePicture(_ splash: PhoneScreen, _ app: PhoneScreen) -> Bool {
        if case .map(let still) = splash, case .map(let first) = app { return still.time == .zero && first.time == .zero }
        return splash == app
    }

    /// Its frames from `start` for `length` coming up through a picture
    /// that fades out: drawn dim, then as they are from the fade's end.
    func fading(from start: LaunchTime, for length: LaunchTime) -> Timetable {
        let end = start + length
        var steps = steps.map { step in
            var step = step
            if step.at >= start && step.at < end { step.state.fading = true }
            return step
        }
        if !steps.contains(where: { $0.at == end }) {
            var shown = state(at: end)
            shown.fading = false
            steps.append(Step(at: end, state: shown, phase: step(at: end).phase))
            steps.sort { $0.at < $1.at }
        }
        return Timetable(steps: steps)
    }
}

/// A way to launch the news app, as a value: its name (what the command line,
/// a talk's `Scenario left=…`, the s/S keys and JSON call it), its title (the
/// heading over its phone), what it ships for the system to show before its
/// first frame, and its own frames from then on. The platform (`SystemLaunch`)
/// decides what the system shows and for how long. A style may also bring
/// knobs of its own (`settings`), a page of help (`launch-tui help NAME`) and
/// an answer to a tap on the phone (the demo's t key).
///
/// The built-ins (`splash`, `contentFirst`, `animated`) are instances, one a
/// file in `BuiltIn/`, listed from there when the package is built
/// (`LaunchStyles.builtIn`); a style built at run time (from a file, say) is
/// made with the same initialiser and is the same kind of thing. A style's
/// name is its identity: two styles of one name are equal.
public struct LaunchStyle: Sendable, Hashable, CustomStringConvertible {
    /// "content-first": one word, as a command line and a script write it.
    public let styleName: StyleName
    /// The name as text.
    public var name: String { styleName.text }
    /// "Content first": the heading over the phone and the lane's label.
    public let title: String
    /// What the app ships for the system to draw before its first frame.
    public let launchAssets: LaunchAssets
    /// A launch measured elsewhere (a launch file, a report): its own kind of
    /// launch, which the verdicts use, and where its figures came from. Nil
    /// for the built-ins, which follow the conditions.
    public let measured: MeasuredLaunch?
    /// The knobs only this style reads, each a scenario setting of its own
    /// (`--build`, `build=`); the built-ins' are in `ScenarioSettings.all`.
    public let settings: [StyleSetting]
    /// Its page of help, `launch-tui help NAME`, if it has one.
    public var help: String? { helpPage() }
    /// Made when help asks: the demo's start, which builds every built-in
    /// style, reads none.
    private let helpPage: @Sendable () -> String?
    /// What a tap on its phone at a moment does to the conditions; nil
    /// when it takes no notice of one.
    private let tap: (@Sendable (LaunchTime, inout LaunchConditions) -> Void)?
    /// Where a tap leaves the launch, told without building it (`tapOutcome`).
    private let outcome: (@Sendable (LaunchTime, LaunchConditions) -> LaunchTime?)?
    /// What a tap with an outcome shows from it on (`afterTap(in:)`).
    private let after: (@Sendable (LaunchConditions) -> Timetable)?
    private let app: @Sendable (LaunchConditions) -> Timetable
    private let hide: @Sendable (LaunchConditions) -> LaunchTime?
    /// The whole launch, the system's picture included, when the style draws it itself.
    private let whole: (@Sendable (LaunchConditions) -> Timetable)?
    /// The launch as drawn in a pane's screen of a size, for a style that
    /// draws differently by size (a report's layout shift, its banners
    /// fitted to the rows there); nil when the same at every size.
    private let sized: (@Sendable (LaunchConditions, Size) -> Timetable)?

    /// - Parameters:
    ///   - hidesNativeSplash: Expo: when the app calls `SplashScreen.hide()`;
    ///     nil when it never does.
    ///   - settings: the knobs only this style reads.
    ///   - help: its page of help, if any.
    ///   - tap: what a tap at a moment does to the conditions (most often:
    ///     keeps it in one of `settings`' knobs); nil to take no notice.
    ///   - tapOutcome: where a tap at a moment leaves the launch, as
    ///     `tapOutcome(at:in:)` says it; nil when the style does not say.
    ///   - afterTap: with `tapOutcome`, what a tap with an outcome shows
    ///     from it on, as `afterTap(in:)` says it; nil when the style does not say.
    ///   - appTimetable: the app's own frames on the shared clock. Whatever it
    ///     would draw before the system takes its picture away is never seen.
    public init(
        name: StyleName, title: String, launchAssets: LaunchAssets,
        settings: [StyleSetting] = [], help: @autoclosure @escaping @Sendable () -> String? = nil,
        tap: (@Sendable (LaunchTime, inout LaunchConditions) -> Void)? = nil,
        tapOutcome: (@Sendable (LaunchTime, LaunchConditions) -> LaunchTime?)? = nil,
        afterTap: (@Sendable (LaunchConditions) -> Timetable)? = nil,
        hidesNativeSplash: @escaping @Sendable (LaunchConditions) -> LaunchTime?,
        appTimetable: @escaping @Sendable (LaunchConditions) -> Timetable
    ) {
        self.init(
            name: name, title: title, launchAssets: launchAssets, settings: settings, help: help(), tap: tap,
            tapOutcome: tapOutcome, afterTap: afterTap, hidesNativeSplash: hidesNativeSplash, appTimetable: appTimetable,
            measured: nil)
    }

    /// A measured launch: `timetable` draws all of it, the system's picture
    /// included (its platform is its own, not the scenario's), and the
    /// verdicts judge it as `measured` says.
    /// `sized`, when given, draws it in a pane's screen of a size
    /// (`timetable(for:size:)`); `timetable` is the launch at no size in
    /// particular (a filmstrip's, a launch file's).
    public init(
        name: StyleName, title: String, measured: MeasuredLaunch,
        timetable: @escaping @Sendable (LaunchConditions) -> Timetable,
        sized: (@Sendable (LaunchConditions, Size) -> Timetable)? = nil
    ) {
        self.init(
            name: name, title: title,
            launchAssets: LaunchAssets(
                launchScreen: .blank, launchScreenPhase: .blankPage, nativeSplash: .blank,
                nightSplashColour: true),
            settings: [], help: nil, tap: nil, hidesNativeSplash: { _ in nil }, appTimetable: timetable,
            measured: measured, sized: sized)
    }

    private init(
        name: StyleName, title: String, launchAssets: LaunchAssets, settings: [StyleSetting],
        help: @autoclosure @escaping @Sendable () -> String?, tap: (@Sendable (LaunchTime, inout LaunchConditions) -> Void)?,
        tapOutcome: (@Sendable (LaunchTime, LaunchConditions) -> LaunchTime?)? = nil,
        afterTap: (@Sendable (LaunchConditions) -> Timetable)? = nil,
        hidesNativeSplash: @escaping @Sendable (LaunchConditions) -> LaunchTime?,
        appTimetable: @escaping @Sendable (LaunchConditions) -> Timetable, measured: MeasuredLaunch?,
        sized: (@Sendable (LaunchConditions, Size) -> Timetable)? = nil
    ) {
        styleName = name
        self.title = title
        self.launchAssets = launchAssets
        self.settings = settings
        helpPage = help
        self.tap = tap
        outcome = tapOutcome
        after = tapOutcome == nil ? nil : afterTap
        self.app = appTimetable
        self.hide = hidesNativeSplash
        self.measured = measured
        // A measured launch draws the system's picture itself.
        whole = measured == nil ? nil : appTimetable
        self.sized = sized
    }

    /// The kind of launch the verdicts judge this pane as: its own when it
    /// was measured, else the scenario's.
    public func launchKind(in conditions: LaunchConditions) -> LaunchKind {
        guard let measured, !measured.launchIsAssumed else { return conditions.launch }
        return measured.launch
    }

    /// The platform the pane runs on: its own when it was measured and
    /// said, else the scenario's.
    public func platform(in conditions: LaunchConditions) -> Platform {
        guard let measured, !measured.platformIsAssumed else { return conditions.platform }
        return measured.platform
    }

    /// The thresholds the verdicts hold this pane to: a web page's (a
    /// Lighthouse report's pane) web.dev's, which know no launch kind; an
    /// app's Apple's and Android vitals' for its launch kind.
    public func thresholds(in conditions: LaunchConditions) -> Thresholds {
        measured?.platform == .web ? .web : .app(launchKind(in: conditions))
    }

    /// Whether a tap on its phone changes anything.
    public var reactsToTap: Bool { tap != nil }

    /// Where a tap at `time` leaves the launch, told without building it:
    /// nil when the tap changes nothing (the style takes no notice, or the
    /// launch has gone past where a tap matters); two taps with one outcome
    /// leave the same launch (the animated launch: every tap before the app
    /// is ready hands over when it is). A style that does not say gives
    /// each tap an outcome of its own, its time.
    public func tapOutcome(at time: LaunchTime, in conditions: LaunchConditions) -> LaunchTime? {
        guard reactsToTap else { return nil }
        guard let outcome else { return time }
        return outcome(time, conditions)
    }

    /// What a tap with an outcome (`tapOutcome(at:in:)`) shows, where the
    /// style says it without building the tapped launch: the launch is the
    /// untapped one until the outcome, then this timetable's picture from
    /// the outcome on (`Timetable.handingOver(to:at:)`); the same for every
    /// tap in `conditions` (the animated launch: the app's screen, built
    /// underneath). Nil where the style does not say: the tapped launch is
    /// then built (`tapped(at:in:)`).
    public func afterTap(in conditions: LaunchConditions) -> Timetable? { after?(conditions) }

    /// `conditions` with a tap at `time` on its phone, as this style takes
    /// it; as they were if it takes no notice.
    public func tapped(at time: LaunchTime, in conditions: LaunchConditions) -> LaunchConditions {
        var result = conditions
        tap?(time, &result)
        return result
    }

    /// The app's own frames on the shared clock.
    public func appTimetable(for conditions: LaunchConditions) -> Timetable { app(conditions) }

    /// Expo: when the app calls `SplashScreen.hide()`; nil when it never does.
    public func hidesNativeSplash(in conditions: LaunchConditions) -> LaunchTime? { hide(conditions) }

    /// The pane's whole launch: the system's picture, then the app's frames.
    public func timetable(for conditions: LaunchConditions) -> Timetable {
        if let whole { return whole(conditions) }
        return appTimetable(for: conditions).covered(by: SystemLaunch(for: self, in: conditions))
    }

    /// The pane's whole launch as drawn in a screen of `size` (a phone's,
    /// or a browser window's, inside its frame): the stage's, which is measured.
    public func timetable(for conditions: LaunchConditions, size: Size) -> Timetable {
        sized?(conditions, size) ?? timetable(for: conditions)
    }

    public static func == (lhs: LaunchStyle, rhs: LaunchStyle) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// What an app ships for its launch, as the platforms read it.
public struct LaunchAssets: Hashable, Sendable {
    /// iOS: the launch screen named in Info.plist, drawn by the system.
    public var launchScreen: PhoneScreen
    /// The lane phase the launch screen belongs to.
    public var launchScreenPhase: Phase
    /// Expo: the native splash's image on its colour (expo-splash-screen).
    public var nativeSplash: PhoneScreen
    /// Android: whether the splash colour has a dark variant in values-night/.
    /// Without one the system splash stays light at night: the white flash
    /// (the Android splash-screen guide).
    public var nightSplashColour: Bool

    public init(launchScreen: PhoneScreen, launchScreenPhase: Phase, nativeSplash: PhoneScreen, nightSplashColour: Bool) {
        self.launchScreen = launchScreen
        self.launchScreenPhase = launchScreenPhase
        self.nativeSplash = nativeSplash
        self.nightSplashColour = nightSplashColour
    }
}

/// The launch styles on offer, in the order the s/S keys cycle through them:
/// the registry that the command line, a talk's script, the keys and help
/// read names from, and the built-ins' knobs and help pages. Adding a
/// built-in style means one file in `BuiltIn/` that defines a `LaunchStyle`
/// and its place (`builtIn`); a style made at run time is added with
/// `adding(_:)`.
public struct LaunchStyles: Sendable, Hashable {
    /// The styles, in cycling order; no two share a name.
    public private(set) var all: [LaunchStyle]

    public init(_ styles: [LaunchStyle]) {
        // Code's, not input's: the built-ins, and two panes' styles that
        // differ (`PageCommand`); a style from a file joins with `adding`,
        // which replaces one of its name.
        precondition(Set(styles.map(\.name)).count == styles.count, "two launch styles share a name")
        all = styles
    }

    /// Each file's style in `BuiltIn/` (splash, content first and animated),
    /// by the place it declares beside it (`static let splashPlace = 1`): the
    /// build lists them (`LaunchStyle.declared`, by the Registries plugin) and
    /// refuses two styles in one place, or a file that says none.
    public static let builtIn = LaunchStyles(LaunchStyle.declared)

    /// These styles and `style` after them; a style of the same name is replaced, in its place.
    public func adding(_ style: LaunchStyle) -> LaunchStyles {
        var next = self
        if let index = all.firstIndex(of: style) { next.all[index] = style } else { next.all.append(style) }
        return next
    }

    /// Every name, in order: for help and suggestions.
    public var names: [String] { all.map(\.name) }

    /// Every style's own knobs, in the styles' order.
    public var settings: [StyleSetting] { all.flatMap(\.settings) }

    /// The styles with a page of help, in order.
    public var withHelp: [LaunchStyle] { all.filter { $0.help != nil } }

    /// The style called `name`, if there is one.
    public func named(_ name: String) -> LaunchStyle? { all.first { $0.name == name } }

    /// The style after `style`, wrapping: what s and S switch a pane to. A
    /// style not on offer goes to the first.
    public func after(_ style: LaunchStyle) -> LaunchStyle {
        guard let index = all.firstIndex(of: style) else { return all[0] }
        return all[(index + 1) % all.count]
    }
}

extension LaunchStyle {
    /// The animated launch (the animated launch write-up): the still launch
    /// screen is the animation's first frame, drawn from the same coordinates, so
    /// at the app's first frame the picture simply starts to move. An arrow
    /// searches a few streets, finds its way to a door and steps through it,
    /// while the app builds its first screen underneath; then that screen shows,
    /// in the state content first would show it at that moment.
    public static let animated = LaunchStyle(
        name: "animated", title: "Animated",
        // The launch screen, and Expo's native splash image, is the animation's
        // first frame. Android's system splash can only show the icon.
        launchAssets: LaunchAssets(launchScreen: .map(.still), launchScreenPhase: .stillMap,
                                   nativeSplash: .map(.still), nightSplashColour: true),
        // It hides the native splash at its first frame: the animation takes over.
        hidesNativeSplash: { $0.appReady },
        appTimetable: AnimatedLaunch.appTimetable)
}

/// The animated launch's frames.
enum AnimatedLaunch {
    @Sendable static func appTimetable(for conditions: LaunchConditions) -> Timetable {
        let screen = ContentFirstLaunch.appTimetable(for: conditions)
        // Still alive from last time: its screen is there at once, no animation.
        guard conditions.launch != .hot else { return screen }

        let start = conditions.appReady
        let through = LaunchAnimation.through(building: conditions.build)
        var handover = start + LaunchAnimation.end(through: through)
        if let tap = conditions.tapAt {
            // A tap hands over at once if the app is ready, else as soon as it is.
            let ready = start + LaunchAnimation.ready(building: conditions.build)
            handover = min(handover, max(tap, ready))
        }

        let scheme = conditions.appScheme
        var builder = TimetableBuilder(PaneFrame(.map(.still), drawer: .app, scheme: scheme), phase: .animation)
        // The moments the picture turns (events for `[` and `]`); the scene
        // moves on between them by itself.
        let turns: [(LaunchTime, Phase)] = [
            (.zero, .animation), (LaunchAnimation.wayFound, .animation), (LaunchAnimation.routeDrawn, .animation),
            (LaunchAnimation.atDoor, through > LaunchAnimation.atDoor ? .breathing : .animation),
            (through, .animation),
        ]
        for (time, phase) in turns where start + time < handover {
            builder.at(start + time, phase: phase) {
                $0.screen = .map(MapScene(time: time, through: through, moving: true))
            }
        }
        return builder.build().handingOver(to: screen, at: handover)
    }
}

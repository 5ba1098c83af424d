extension Scenario {
    /// The name a scenario's two styles had, as though they were a stage's panes.
    @available(*, deprecated, renamed: "styles")
    public var panes: [LaunchStyle] { styles }
}

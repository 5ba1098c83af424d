/// A named stretch of a launch, drawn as a segment of its lane in the timeline.
public struct Phase: Hashable, Sendable {
    public var name: String
    public var role: Role

    public init(_ name: String, role: Role) {
        self.name = name
        self.role = role
    }

    public static let logo = Phase("logo", role: .logo)
    public static let spinner = Phase("spinner", role: .spinner)
    public static let stories = Phase("stories", role: .story)
    public static let skeleton = Phase("skeleton", role: .skeleton)
    public static let cached = Phase("cached", role: .story)
    public static let fresh = Phase("fresh", role: .story)
    public static let error = Phase("error", role: .error)
    public static let offline = Phase("offline", role: .note)
}

/// A phase over a span of time; `end` is nil when it lasts to the end.
public struct PhaseSpan: Hashable, Sendable {
    public var phase: Phase
    public var start: Instant
    public var end: Instant?
}

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's environment variables.
enum Environment {
    /// An environment variable, nil when unset.
    static func variable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}

/// The background of the terminal the stage is shown on. The phones carry
/// their own light or dark screens; everything outside them (titles, numbers,
/// timeline, status line) is drawn on the terminal's own background, so its
/// colours must suit that: light terminals and projectors are common in talks.
public enum TerminalTheme: String, CaseIterable, Sendable {
    case dark, light
}

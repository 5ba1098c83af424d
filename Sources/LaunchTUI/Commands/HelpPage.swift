import Scenes

/// One command's help in its parts: the usage line and the options come
/// from its option table, the prose in the command's own file; `--help` and the man
/// page set the same parts.
struct HelpPage: Sendable {
    let command: String
    let synopsis: @Sendable (_ indent: Int) -> String
    let prose: String
    /// The options as help lists them: a name, then its lines.
    let options: [(name: String, help: [String])]
    /// What follows the options (bench's note on its figures).
    let afterOptions: String?
    /// Whether the command takes the scenario flags, as its table says:
    /// the page then ends with them, and the man page says so.
    let takesScenarioFlags: Bool
    /// What the page ends with: the scenario flags, or a file language.
    let trailer: String?

    /// The page of the command `table` declares; it ends with `trailer` (a
    /// talk's language, a launch file's) or, when the table takes them, the
    /// scenario flags.
    init<Options>(table: OptionTable<Options>, prose: String, afterOptions: String? = nil, trailer: String? = nil) {
        command = table.command ?? ""
        synopsis = { table.synopsis(indent: $0) }
        self.prose = prose
        options = table.helpRows
        self.afterOptions = afterOptions
        takesScenarioFlags = table.scenario != nil
        self.trailer = trailer ?? (takesScenarioFlags ? Self.scenarioFlags : nil)
    }

    /// The page as `launch-tui help COMMAND` prints it.
    var text: String {
        synopsis(4) + "\n\n" + prose + "\n" + optionLines
            + (afterOptions.map { "\n" + $0 } ?? "") + (trailer.map { "\n\n" + $0 } ?? "")
    }

    /// The page's options, as help lists them.
    var optionLines: String { OptionTableHelp.lines(options, column: OptionTableHelp.optionColumn) }

    /// A usage line with a few words on what the command does after its
    /// last line, `gap` spaces on.
    static func listed(_ synopsis: String, beside note: String, gap: Int) -> String {
        synopsis + String(repeating: " ", count: gap) + note
    }

    /// A usage line with a few words on what the command does on a line of
    /// their own, in the usage list's column for them.
    static func listed(_ synopsis: String, below note: String) -> String {
        synopsis + "\n" + String(repeating: " ", count: noteColumn) + note
    }

    /// Where the words on what a command does start, on a line of their own.
    private static let noteColumn = 46

    /// The scenario flags, listed from the one table of scenario settings
    /// that a talk's script reads too (there they are written `key=value`).
    static let scenarioFlags: String =
        "Scenario flags (every command that draws or measures; defaults first):\n" + OptionTableHelp.lines(scenarioFlagRows, column: 41)

    /// The scenario flags' rows: the scenario's knobs, then the choice in a
    /// report for each pane.
    static var scenarioFlagRows: [(name: String, help: [String])] {
        ScenarioSettings.all.map { ("--\($0.key) \($0.syntax)", $0.help) }
            + LaunchFiles.reportPartFlags.map { choice in (choice.value.map { "\(choice.flag) \($0)" } ?? choice.flag, choice.help) }
            + [(LaunchFiles.framesFlag, LaunchFiles.framesHelp), (LaunchFiles.framesFolderFlag + " DIR", LaunchFiles.framesFolderHelp)]
    }

    /// The script language, for the talk commands' help.
    static let scriptLanguage = """
        A talk's script: one command a line, # comments, UTF-8. Settings first:
          Set Size WxH        the terminal the talk is laid out for (default \(ScriptSettings().size))
          Set Fps N           frames a second in a recording, \(ScriptSettings.fpsText) (default \(ScriptSettings().fps))
          Set Theme light|dark  the background the talk is shown on (default: play
                              asks the terminal; record and the pictures, dark)
        Then actions:
          Scenario key=value ...  set scenario knobs (the scenario flags' keys and
                              values, e.g. network=slow) and launch again from 0;
                              frames=on draws the reports it names from their
                              own frames, as --frames does
          Caption "text"      the caption row until the next; "" clears it
          Play 1.5s | Play to 3.2s   advance the launch clock (also 500ms); a
                              time here always has its unit: Play 1.5 is an error
          Speed X             playback speed from here on, a plain factor from
                              \(PlaybackSpeed.rangeText) (Speed 0.5; 0.5x is an error)
          Pause [2s]          presenter: wait for a key; recording: hold, with a
                              marker at the hold's end (named by the beat's Mark)
          Mark "label"        a chapter marker in a recording
          Note "text"         the speaker's notes for the beat it is in (launch-tui
                              notes shows them; never the stage or a recording)
          Restart             the same scenario again from 0
        Strings take \\" and \\\\.
        """

    /// The launch file language, for `import` and `check`.
    static let launchFileLanguage = """
        A launch file (FILE.startup) says one launch as phases on the clock, one
        statement a line, # comments, times with their unit (400ms, 1.5s):
          Title "Our app"         the heading over the phone
          Platform P              ios, android, expo or web (a browser's blank page)
          Launch K                cold, warm or hot: the verdicts use it (a web page
                                  needs none: its load is a cold one)
          Source "..."            where the figures came from (optional)
          Device D                phone, or browser: a desktop page's window (optional)
          Recording "PATH"        a screen recording whose frames the pane shows,
            [tap-at T]            from the file's folder, its tap T in (optional)
          System [logo] until T   the system's screen until the app's first frame
          At T PHASE              from T on: logo, spinner, skeleton, saved, fresh,
                                  error, banner into slot, banner pushes N rows
          At T fully-drawn        nothing changes after T (checked)
        """
}

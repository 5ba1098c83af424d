import PackagePlugin

/// Makes each registry that lists the files of one folder (`RegistryMaker`
/// says the conventions), so that a still format, a report kind or a built-in
/// launch style is its file alone: the list is written when the package is
/// built, from the folder as it is.
@main struct Registries: BuildToolPlugin {
    /// A folder of a target whose files make a registry.
    struct Folder {
        /// "Export/Stills": inside the target's own folder.
        var path: String
        /// `values`, `placed` or `conformers` (`RegistryMaker`).
        var shape: String
        /// What each file declares: `StillFormat`, or the protocol its one type conforms to.
        var type: String
        /// The registry: `declared` (of `type`), or `Owner.member` for conformers.
        var member: String
        /// The file the registry is written to.
        var output: String
    }

    /// The registries, by target.
    static let folders: [String: [Folder]] = [
        "LaunchTUI": [
            Folder(path: "Export/Stills", shape: "values", type: "StillFormat", member: "declared", output: "StillFormat+Declared.swift")
        ],
        "Reports": [
            Folder(path: "Kinds", shape: "conformers", type: "ReportReader", member: "Reports.declared", output: "Reports+Declared.swift")
        ],
        "Scenes": [
            Folder(path: "Styles/BuiltIn", shape: "placed", type: "LaunchStyle", member: "declared", output: "LaunchStyle+Declared.swift")
        ]
    ]

    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let maker = try context.tool(named: "RegistryMaker").url
        return (Self.folders[target.name] ?? []).map { folder in
            // The target's folder is Sources/NAME (its directory is not told
            // to a plugin of tools version 6.0).
            let shown = "Sources/\(target.name)/\(folder.path)"
            let files = target.sourceFiles(withSuffix: "swift").map(\.url)
                .filter { $0.deletingLastPathComponent().standardizedFileURL.path.hasSuffix("/" + shown) }
            let output = context.pluginWorkDirectoryURL.appending(path: folder.output)
            return .buildCommand(
                displayName: "Listing \(shown)", executable: maker,
                arguments: [output.path, folder.shape, folder.type, folder.member, shown] + files.map(\.path),
                inputFiles: files, outputFiles: [output])
        }
    }
}

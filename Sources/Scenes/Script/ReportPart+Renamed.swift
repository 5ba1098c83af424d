/// The name a talk's choice of a report's part had before.
@available(*, deprecated, renamed: "ReportPart")
public typealias StyleChoice = ReportPart

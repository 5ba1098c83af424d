/// One story row in the feed: a headline, and where and when it is from.
public struct Story: Hashable, Sendable {
    public var headline: String
    public var source: String
    public var age: String

    public init(_ headline: String, source: String, age: String) {
        self.headline = headline
        self.source = source
        self.age = age
    }
}

/// The news app's content. Fixed data, so every frame is reproducible.
public enum Stories {
    /// What the app saved last time, shown from its cache ("Updated 2 h ago").
    public static let cached: [Story] = [
        Story("Council backs new bike lanes", source: "Metro", age: "2 h"),
        Story("Heavy rain due this weekend", source: "Weather", age: "3 h"),
        Story("Bakery wins national award", source: "Food", age: "4 h"),
        Story("Schools trial a 4-day week", source: "Education", age: "5 h"),
        Story("Rail talks resume Monday", source: "Transport", age: "6 h"),
        Story("Museum reopens east wing", source: "Culture", age: "7 h"),
        Story("City FC reach the final", source: "Sport", age: "8 h"),
        Story("Library opens on Sundays", source: "Community", age: "9 h"),
        Story("Night buses return in May", source: "Transport", age: "10 h"),
        Story("Park gets a new playground", source: "Metro", age: "11 h"),
        Story("Startup hires 200 locally", source: "Business", age: "12 h"),
        Story("River festival dates set", source: "Culture", age: "13 h"),
        Story("Harbour ferry adds a route", source: "Transport", age: "14 h"),
        Story("Clinic extends its hours", source: "Health", age: "15 h"),
        Story("Old mill becomes studios", source: "Culture", age: "16 h"),
        Story("Rain gauge breaks record", source: "Weather", age: "17 h"),
        // Enough for the tallest phone, scrolled as a warm launch restores it.
        Story("Market hall gets a roof", source: "Metro", age: "18 h"),
        Story("Choir wins regional prize", source: "Culture", age: "19 h"),
        Story("Tram line reaches airport", source: "Transport", age: "20 h"),
        Story("School meals go local", source: "Education", age: "21 h"),
        Story("Bike share adds 40 docks", source: "Metro", age: "22 h"),
        Story("Pool reopens after refit", source: "Community", age: "23 h"),
        Story("Orchard harvest starts", source: "Food", age: "1 d"),
        Story("Nurses get new training", source: "Health", age: "1 d"),
        Story("Old cinema finds a buyer", source: "Business", age: "1 d"),
        Story("Heat pumps for 300 homes", source: "Business", age: "1 d"),
        Story("Rowing club turns 100", source: "Sport", age: "2 d"),
        Story("Bridge paint colour chosen", source: "Metro", age: "2 d"),
        Story("Fog delays early ferries", source: "Weather", age: "2 d"),
        Story("New lights for the pier", source: "Metro", age: "2 d"),
        Story("Farmers market moves indoors", source: "Food", age: "3 d"),
        Story("Youth team signs a keeper", source: "Sport", age: "3 d")
    ]

    /// What the network returns: the two newest stories are new, the rest are
    /// the same stories, so fresh content fits the cached rows in place.
    public static let fresh: [Story] =
        [
            Story("Bridge reopens after repairs", source: "Metro", age: "5 min"),
            Story("Rain warning now to Sunday", source: "Weather", age: "12 min")
        ] + cached.dropFirst(2)

    /// Where people were last time: story rows scrolled past on the Today tab.
    /// Warm and hot launches restore it (Apple's Human Interface Guidelines, "Launching": "restore where people
    /// were: the tab, the screen and the scroll position").
    public static let savedScroll = 4

    /// The banner the app loads above the stories.
    public static let banner = (title: "LIVE  Election results", subtitle: "Follow the count live")
}

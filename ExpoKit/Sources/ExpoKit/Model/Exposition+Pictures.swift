extension Exposition {
    /// The name of the poster's picture among the original app's assets: `poster`, found in a
    /// picture folder as `poster.png`, `poster.jpg`, … like an exhibit's picture.
    public static let posterImageName = "poster"
    /// The name of the flag's picture among the original app's assets: `flag`; the poster screen
    /// shows it on each side of the button that opens the list.
    public static let flagImageName = "flag"
}

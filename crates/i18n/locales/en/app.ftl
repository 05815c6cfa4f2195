# The app's frame: header, menu, language switch, shared notices.
app-skip-to-content = Skip to the content
app-nav-label = Screens
# The phone's button that shows or hides the list of screens.
app-nav-toggle = Menu
app-lang-switch-label = Language
app-loading = Loading…
app-home-title = Choose a screen
app-home-intro = Every game here is solved by the computer, so you can play, check a guess, or show a class why a move wins.
app-home-open = Open
app-not-found = There is no screen at “{ $path }”. Here is the menu instead.
app-footer = Nimatron runs entirely in your browser: nothing you do here is sent anywhere.
app-error-prefix = Problem:
app-home-lesson-title = For teachers: put Nimatron in your lesson
app-home-lesson-text = Any screen can live inside your own web page, as a widget or in a frame. Here is a short example lesson on Nim and Wythoff’s game.
app-home-lesson-open = Open the example lesson
app-crash-message = Something went wrong and Nimatron stopped. Reload the page to carry on.
app-crash-reload = Reload
app-storage-unavailable = This browser is not letting Nimatron save (its storage is turned off or full), so your games and choices will be forgotten when you leave. Everything else works.
app-update-ready = A new version of Nimatron is ready.
app-update-reload = Reload to use it
# The header's Share and Projector buttons (the share panel itself is in
# teach.ftl: only the whole app draws it), the Copy buttons, and a widget
# page's word for a widget name it does not know.
teach-share-button = Share
teach-copy = Copy
# The Copy button's accessible name: "Copy", then what it copies.
teach-copy-named = Copy: { $what }
teach-copied = Copied
teach-copy-refused = Could not copy: the text is selected, press Ctrl+C (⌘C on a Mac).
teach-present-button = Projector
teach-present-hint = Large type and high contrast for a projector (key P)
teach-present-hint-touch = Large type and high contrast for a projector
widget-unknown = There is no Nimatron widget called “{ $name }”. The widgets are: { $names }.

"""Widgets the App and its screens are made of: the compile tree, the detail pane, the text
view (and its keys), the search bar, the output stream, the view bar and the Shapes tab."""

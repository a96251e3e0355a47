"""Screens pushed over the App (or run as their own App): the diff, lineage, runs list, help
and the small dialogs (confirm, path prompt)."""

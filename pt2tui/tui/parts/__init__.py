"""The App's parts: plain objects that hold the App and do one job for it (copy/save/edit,
search, jumps, exports, opening another run, quitting, indexing, refreshing views, the footer,
testcase/verify/lineage). The App's actions forward to them in one line each."""

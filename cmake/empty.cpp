// An empty unit: a library needs one source of its own to be built from
// (core/CMakeLists.txt links the whole of a layer into it).

// builtin_files() is generated into the build tree by cmake/embed.cmake.
#include "builtin.h"

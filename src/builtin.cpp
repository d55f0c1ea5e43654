// builtin_files() is generated into the build tree by src/embed.cmake.
#include "builtin.h"

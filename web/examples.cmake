# Writes web/examples.js: every .claims file of examples/ as
# `var CLAIMCHECK_EXAMPLES = [{"name": ..., "text": ...}, ...];`, for the page.
# Usage: cmake -DROOT=source -DOUTPUT=web/examples.js -P web/examples.cmake
file(GLOB_RECURSE files RELATIVE ${ROOT} ${ROOT}/examples/*.claims)
list(SORT files)
set(joined "")
set(separator "")
foreach(f ${files})
  file(READ ${ROOT}/${f} text)
  string(REPLACE "\\" "\\\\" text "${text}")
  string(REPLACE "\"" "\\\"" text "${text}")
  string(REPLACE "\r" "\\r" text "${text}")
  string(REPLACE "\t" "\\t" text "${text}")
  string(REPLACE "\n" "\\n" text "${text}")
  string(REPLACE "</" "<\\/" text "${text}")
  # Appended to a string, not a list: the texts hold semicolons.
  string(APPEND joined "${separator}{\"name\": \"${f}\", \"text\": \"${text}\"}")
  set(separator ",\n  ")
endforeach()
file(WRITE ${OUTPUT} "// Generated from examples/ by web/examples.cmake: do not edit.\nvar CLAIMCHECK_EXAMPLES = [\n  ${joined}\n];\n")

# Checks the library's layering (docs/architecture.md): each folder of src/
# includes only the folders below it; the command line alone includes CLI11,
# calls isatty or getenv; a verdict's name is written in one file only.
# The shared vocabulary (scale words, month names, precisions and their
# aliases) is written in one source file each: a word is "written" in a file
# where it stands as a whole string literal (`"billion"`) or as an
# alternative of a regular expression (`(January|`); the grammars count, the
# rules language's own grammar (grammar/rules_grammar.hpp) is exempt.
# Usage: cmake -DSRC=path/to/src [-DGRAMMAR=path/to/grammar] -P check_layout.cmake
set(allowed_text "")
set(allowed_quantity "")
set(allowed_vocab "quantity")
set(allowed_tables "text;quantity;vocab")
set(allowed_claims "grammar;text;quantity;vocab;tables")
set(allowed_rules "grammar;text;quantity;vocab;tables")
set(allowed_extract "grammar;text;quantity;vocab;tables;claims")
set(allowed_import "text;quantity;vocab;tables")
set(allowed_eval "text;quantity;vocab;tables;claims;rules")
set(allowed_report "text;quantity;vocab;tables;claims;rules;eval;extract")
set(allowed_api "text;quantity;vocab;tables;claims;rules;eval;extract;report")
set(allowed_web "text;quantity;vocab;tables;claims;rules;eval;extract;report;api")
set(allowed_cli "text;quantity;vocab;tables;claims;rules;eval;extract;report;import;api")

set(failures "")
file(GLOB_RECURSE sources ${SRC}/*.h ${SRC}/*.cpp)
foreach(path ${sources})
  file(RELATIVE_PATH rel ${SRC} ${path})
  string(REGEX MATCH "^[a-z]+" folder "${rel}")
  if(NOT DEFINED allowed_${folder})
    list(APPEND failures "${rel}: a folder the layering does not know")
    continue()
  endif()
  file(STRINGS ${path} includes REGEX "^#include \"[a-z]+/")
  foreach(line ${includes})
    string(REGEX REPLACE "^#include \"([a-z]+)/.*" "\\1" target "${line}")
    if(NOT target STREQUAL folder)
      list(FIND allowed_${folder} ${target} found)
      if(found EQUAL -1)
        list(APPEND failures "${rel}: ${folder}/ may not include ${target}/ (${line})")
      endif()
    endif()
  endforeach()
  if(NOT folder STREQUAL "cli")
    file(STRINGS ${path} terminal REGEX "CLI/CLI\\.hpp|isatty|getenv")
    if(terminal)
      list(APPEND failures "${rel}: the command line's business outside src/cli/: ${terminal}")
    endif()
  endif()
endforeach()

# ("ok", "note" and "warning" are also other words: a table's note, a
# diagnostic's severity. The verdicts that are only verdicts are checked.)
foreach(verdict subsidised implausible impossible not-applicable)
  set(files "")
  foreach(path ${sources})
    file(STRINGS ${path} hits REGEX "\"${verdict}\"")
    if(hits)
      file(RELATIVE_PATH rel ${SRC} ${path})
      list(APPEND files ${rel})
    endif()
  endforeach()
  list(LENGTH files count)
  if(count GREATER 1)
    list(APPEND failures "the verdict \"${verdict}\" is written in ${count} files: ${files}")
  endif()
endforeach()

set(vocabulary
    # scale words
    thousand million billion trillion quadrillion bn mn
    # month names and abbreviations
    january february march april may june july august september october november december
    jan feb mar apr jun jul aug sep sept oct nov dec
    # precisions and their aliases
    bf16 fp16 fp8 fp4 tf32 fp32 int8 bfloat16 float16 float8 float4 float32 e4m3 e5m2 e2m1
    mxfp8 mxfp4 nvfp4)
set(vocabulary_sources ${sources})
if(GRAMMAR)
  file(GLOB grammar_sources ${GRAMMAR}/*.hpp)
  list(FILTER grammar_sources EXCLUDE REGEX "rules_grammar\\.hpp$")
  list(APPEND vocabulary_sources ${grammar_sources})
endif()
foreach(word ${vocabulary})
  # The word in any case: `[Jj][Aa][Nn]`.
  set(any_case "")
  string(LENGTH "${word}" n)
  math(EXPR last "${n} - 1")
  foreach(i RANGE ${last})
    string(SUBSTRING "${word}" ${i} 1 ch)
    string(TOUPPER "${ch}" up)
    if(up STREQUAL ch)
      string(APPEND any_case "${ch}")
    else()
      string(APPEND any_case "[${ch}${up}]")
    endif()
  endforeach()
  set(files "")
  foreach(path ${vocabulary_sources})
    file(STRINGS ${path} hits REGEX "\"${any_case}\"|[(|]${any_case}\\||\\|${any_case}[|)]")
    list(FILTER hits EXCLUDE REGEX "^[ \t]*//")
    if(hits)
      get_filename_component(name ${path} NAME)
      list(APPEND files ${name})
    endif()
  endforeach()
  list(LENGTH files count)
  if(count GREATER 1)
    list(APPEND failures "the word \"${word}\" is written in ${count} source files: ${files}")
  endif()
endforeach()

if(failures)
  list(JOIN failures "\n" text)
  message(FATAL_ERROR "${text}")
endif()

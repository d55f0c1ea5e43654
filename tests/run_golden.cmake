# Runs claimcheck and compares its exit status, standard output and standard
# error with golden files. Arguments (all -D):
#   BIN, WD (working directory), ARGS (|-separated), STATUS,
#   STDOUT (file with the expected output, or EMPTY), STDERR (file, EMPTY or ANY),
#   STDIN (optional: a file given as standard input)
string(REPLACE "|" ";" ARGS "${ARGS}")
set(input "")
if(STDIN)
  set(input INPUT_FILE ${STDIN})
endif()
execute_process(COMMAND ${BIN} ${ARGS}
                WORKING_DIRECTORY ${WD} ${input}
                RESULT_VARIABLE status OUTPUT_VARIABLE out ERROR_VARIABLE err)
set(failed "")
if(NOT status STREQUAL STATUS)
  string(APPEND failed "exit status ${status}, expected ${STATUS}\n")
endif()
# Each stream against its expectation: a file, EMPTY, or ANY.
function(compare label actual expectation)
  if(expectation STREQUAL "EMPTY")
    if(NOT actual STREQUAL "")
      set(failed "${failed}${label} should be empty, got:\n${actual}\n" PARENT_SCOPE)
    endif()
  elseif(NOT expectation STREQUAL "ANY")
    file(READ ${expectation} expected)
    if(NOT actual STREQUAL expected)
      set(failed "${failed}${label} differs from ${expectation}:\n--- got\n${actual}\n--- expected\n${expected}\n"
          PARENT_SCOPE)
    endif()
  endif()
endfunction()
compare("standard output" "${out}" "${STDOUT}")
compare("standard error" "${err}" "${STDERR}")
if(failed)
  message(FATAL_ERROR "claimcheck ${ARGS}\n${failed}")
endif()

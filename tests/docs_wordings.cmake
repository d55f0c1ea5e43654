# docs/claims-language.md lists the wordings of the table as `claimcheck
# wordings` prints them, in the fenced block after the line
# `<!-- claimcheck wordings -->`: this test runs the command and compares.
# Arguments (-D): BIN, DOC.
execute_process(COMMAND ${BIN} wordings RESULT_VARIABLE status OUTPUT_VARIABLE out
                ERROR_VARIABLE err)
if(NOT status EQUAL 0)
  message(FATAL_ERROR "claimcheck wordings exited ${status}: ${err}")
endif()
file(READ ${DOC} doc)
string(FIND "${doc}" "<!-- claimcheck wordings -->\n```\n" at)
if(at EQUAL -1)
  message(FATAL_ERROR "${DOC} has no block after <!-- claimcheck wordings -->")
endif()
string(LENGTH "<!-- claimcheck wordings -->\n```\n" skip)
math(EXPR at "${at} + ${skip}")
string(SUBSTRING "${doc}" ${at} -1 rest)
string(FIND "${rest}" "```\n" end)
string(SUBSTRING "${rest}" 0 ${end} listed)
if(NOT listed STREQUAL out)
  message(FATAL_ERROR "${DOC}'s list of wordings differs from `claimcheck wordings`:\n--- listed\n${listed}\n--- the table\n${out}\n(paste the command's output into the block)")
endif()

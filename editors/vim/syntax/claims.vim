" Vim syntax file
" Language: claimcheck claims (.claims)
" The word lists are checked against claimcheck's vocabulary by its tests
" (tests/editors_test.cpp): the fact keywords, record kinds and verdicts.
if exists("b:current_syntax")
  finish
endif
let s:cpo_save = &cpo
set cpo&vim

syn case ignore
setlocal iskeyword+=-

" The words that start a fact (kKeywords in src/claims/interpret.cpp).
syn keyword claimsKeyword source scope provider date MFU PUE compute cost energy emissions peak
syn keyword claimsKeyword precision dataset egress serves reads batch concurrency throughput wall-clock
syn keyword claimsKeyword achieved for in on at trained activation recompute training
syn keyword claimsKeyword pre-trained pretrained achieving sustained we and with gradient recomputation

" `model` is also a record's kind: a match, so that the kind below wins at
" the start of a line.
syn match claimsKeyword "\c\<model\>"

syn case match
" A record's kind, at the start of a line (record_kind_names()).
syn match claimsKind "^\(model\|api\|service\|plan\)\>"
" Verdicts (verdict_table()), in expect lines.
syn keyword claimsVerdict ok note warning subsidised implausible impossible unchecked not-applicable
syn keyword claimsExpect expect at-most

syn match claimsNumber "[$€£¥~≈]\=\<\d[0-9,]*\(\.\d\+\)\=\([eE][+-]\=\d\+\)\=\(\s*\(thousand\|million\|billion\|trillion\|bn\|[KkMBT]\)\>\)\=%\="
syn match claimsUnit "\<\([kMGTPEZ]\=\(FLOPs\=\|FLOPS\|FLOP/s\|J\|Wh\|W\|B\)\|params\=\|parameters\=\|tokens\=\|GPUs\=\|USD\|hours\=\|days\=\|weeks\=\|[A-Za-z0-9]\+-hours\)\>"
syn region claimsString start=+"+ skip=+\\\\\|\\"+ end=+"+ end=+$+ contains=claimsEscape oneline
syn match claimsEscape +\\[\\"]+ contained
syn match claimsComment "#.*$"

hi def link claimsKeyword Keyword
hi def link claimsKind Type
hi def link claimsVerdict Constant
hi def link claimsExpect Statement
hi def link claimsNumber Number
hi def link claimsUnit Identifier
hi def link claimsString String
hi def link claimsEscape SpecialChar
hi def link claimsComment Comment

let b:current_syntax = "claims"
let &cpo = s:cpo_save
unlet s:cpo_save

" claimcheck's claims and rules files. Vim reads other *.rules files as
" other languages (Snort's, udev's): a .rules file is claimcheck's when its
" first lines define a rule.
autocmd BufRead,BufNewFile *.claims setfiletype claims
autocmd BufRead,BufNewFile *.rules
      \ if match(getline(1, 100), '^\s*\(rule\s\+\S\+\s\+"\|define\s\+\h\w*\s*=\)') >= 0 |
      \   set filetype=claimcheckrules |
      \ endif

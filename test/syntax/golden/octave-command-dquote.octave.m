# In Octave, double quotes group a command-syntax argument, with their escapes: an
# apostrophe inside is no quote (optim's __qp__wrapper.m, io's getnmranges.m).
function command_dquote ()
  error "couldn't determine signature";
  warning "it's a 'test'" off
  printf "a\tb""c" 'd\te'
  disp x"y z"w
endfunction

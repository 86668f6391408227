# Octave blocks left open: each is reported, and its body kept.
function errors_octave()
  unwind_protect
    x = 1;
    do
      x++;
endfunction

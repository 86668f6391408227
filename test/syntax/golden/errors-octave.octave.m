# Octave blocks left open: each is reported, and its body kept.
function errors_octave()
  unwind_protect
    x = 1;
    do
      x++;
endfunction
% Octave needs a blank or comma after a quoted text before a name.
m = ['Iteration: 'num2str(k)];

# Octave's `++`/`--` on an indexed target, after a blank too (statistics' hmmestimate.m).
function x = incdec_indexed (x, i, j)
  x(i, j) ++;
  x(i)--;
  x{i} ++  # a comment
  s.f(i) --, x(j) ++
endfunction

# Octave's prefix `++x`/`--x` inside an expression increments x (datevec.m, sqp.m); in a matrix
# or cell literal, `[a ++b]` stays two elements, the second +(+b).
function [c, y, k, v] = prefix_increment (m, a, b)
  n = 0;
  c{++n} = "first";
  y = ++m;
  while (--k > 0)
  endwhile
  v = [a ++b];
endfunction

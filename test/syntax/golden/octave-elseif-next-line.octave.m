# Octave reads the condition of `elseif` after separators, even on the next line
# (statistics' dendrogram.m has `elseif` alone, then `error (...)` as its condition).
function r = elseif_next_line (a, b)
  if (a)
    r = 1;
  elseif
    (b)
    r = 2;
  elseif, b > 1
    r = 3;
  elseif
    # a comment between
    b disp_next
  endif
endfunction

# Octave reads the value of `case` after separators: `case, "X"` (io's oct2xls.m).
function r = case_comma (x)
  switch (x)
    case, "COM"
      r = 1;
    case , {"JOD", "JXL"}
      r = 2;
    case
      "OXS"
      r = 3;
    otherwise
      r = 0;
  endswitch
endfunction

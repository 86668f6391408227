function r = octave_forms(x, n = 2)
  r = 0;
  r += x;
  r -= 1;
  r *= 2;
  r++;
  --r;
  if (r != 3)
    r = r ** 2;
  endif
  do
    r--;
  until (r < 0)
  unwind_protect
    y = "esc\tape";
  unwind_protect_cleanup
    disp(y);
  end_unwind_protect
  global g = 1
  if (k = x)
    r = k;
  endif
endfunction

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
function r = more_octave(s, attr)
  idx = 1;
  r = attr{idx++};
  while (++idx < 10)
    r = [r, idx--];
  endwhile
  for [val, key] = s
    printf("%s\n", key);
    r = val;
  endfor
endfunction
function y = chains(x, c)
  y = size(x)(2);
  y = x'(:);
  y = {1, 2}{1};
  y = c{1}(end);
endfunction

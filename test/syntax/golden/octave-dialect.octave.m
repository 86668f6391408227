## Octave-only syntax, read with the Octave dialect.
#{
A block comment with hashes.
#}
function r = octave_dialect(x, n = 1)
  if (x != 0 && !isempty(x))
    r = x;
  endif
  k = 0;
  while (k < 3)
    k++;
    k += 2;
  endwhile
  for i = 1:n
    r -= i;
    mask |= true;
  endfor
  switch (x)
    case 1
      r *= 2;
  endswitch
  try
    error ("boom");
  catch err
    disp (err.message);
  end_try_catch
  unwind_protect
    fid = fopen ("f.txt");
  unwind_protect_cleanup
    fclose (fid);
  end_unwind_protect
  do
    k--;
  until (k <= 0)
  s = "a\tb\n";
  a = b = 0;
  p = [q, ~] = deal (x, x);
  m = sum (x, (dim = 1));
  big = 10_000;
  v = y(j++);
  ++k;
  z = x ** 2;
  printf ("%d\n", big);  # a hash comment
endfunction
function r = incdec_in_brackets(x)
  r = [x++ 1];
  a(x--) = 2;
endfunction

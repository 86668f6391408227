% Octave syntax seen by auto-detection switches the file to the Octave dialect.
x = 1;
if x != 2
  x += 1;
endif
# a hash comment
s = "line\n";

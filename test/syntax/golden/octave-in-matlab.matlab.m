% Octave syntax in a file forced to MATLAB is reported.
x = 1;
x += 1;
if x != 2
  disp("a\n")
end
# not a comment in MATLAB

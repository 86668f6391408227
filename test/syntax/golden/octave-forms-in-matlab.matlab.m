% Octave's separators after `case`, `x(1) ++` and double-quoted command arguments stay errors in MATLAB.
switch x
  case, 1
    y = 1;
end
x(1) ++;
error "couldn't"

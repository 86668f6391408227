% Octave's element-wise .+ and .- (deprecated in Octave 7): the same as + and -.
function r = dot_plus_minus(a, b)
  r = a .+ b;
  r = r .- 1 .+ [a .+ b, 2];
  s.x = 1;
  r = s.x.-1;
  r = 1.-a;
end

function r = dot_plus_minus(a, b)
  r = a .+ b;
end
